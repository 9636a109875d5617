import { expect, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

const TODAY = '2026-11-23';
const TEXTS = {
  ca: {
    household: /La teva família/,
    name: 'Nom',
    surname: 'Cognoms',
    birth: 'Data de naixement',
    consent: /Soc el pare, la mare o el tutor legal/,
    add: 'Afegeix',
    added: 'Pau ja forma part de la teva família.',
    acting: 'Estàs reservant per a Pau',
    me: /^Jo \(/,
    join: 'Reserva',
    in: 'Hi ets',
    classes: /^0\s*Classes$/,
    oneClass: /^1\s*Classes$/,
    buyCredit: 'Comprar un crèdit',
    payingFor: 'Pagues per a Pau',
    buy: /^Compra per /,
    bought: 'Crèdit comprat!',
    ok: "D'acord",
  },
  es: {
    household: /Tu familia/,
    name: 'Nombre',
    surname: 'Apellidos',
    birth: 'Fecha de nacimiento',
    consent: /Soy el padre, la madre o el tutor legal/,
    add: 'Añadir',
    added: 'Pau ya forma parte de tu familia.',
    acting: 'Estás reservando para Pau',
    me: /^Yo \(/,
    join: 'Reservar',
    in: 'Estás dentro',
    classes: /^0\s*Clases$/,
    oneClass: /^1\s*Clases$/,
    buyCredit: 'Comprar un crédito',
    payingFor: 'Pagas para Pau',
    buy: /^Comprar por /,
    bought: '¡Crédito comprado!',
    ok: 'De acuerdo',
  },
} as const;

for (const lang of ['ca', 'es'] as const) {
  test(`a parent adds a child and books a class for them in one tap, on the phone (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const text = TEXTS[lang];
    const cin = randomDni();
    const password = 'familia-reserva-1';
    const signup = await page.request.post('/api/auth/signup', {
      headers: fromOwnAddress(),
      data: {
        cin,
        password,
        name: lang === 'ca' ? 'Núria' : 'Lucía',
        surname: 'Vidal Soler',
        email: `familia.${cin}@example.com`,
        phone: '+34 655 444 555',
        birth: '1985-04-12',
        sex: 'FEMININE',
      },
    });
    expect(signup.ok()).toBe(true);

    await page.clock.setFixedTime(new Date(E2E_NOW));
    await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
    await page.goto('/auth/login');
    await page.getByLabel('DNI o NIE').fill(cin);
    await page.locator('input[type=password]').fill(password);
    await page.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/profile$/);

    // The child, under 14: no DNI, e-mail or password asked; the parent's consent is.
    await page.goto('/config');
    await page.getByRole('link', { name: text.household }).click();
    await expect(page).toHaveURL(/\/config\/household$/);
    await page.getByLabel(text.name, { exact: true }).fill('Pau');
    await page.getByLabel(text.surname, { exact: true }).fill('Vidal');
    await page.getByLabel(text.birth).fill('2016-05-10');
    await expect(page.getByTestId('dependent-kind')).toBeVisible();
    await expect(page.locator('input[name=cin]')).toHaveCount(0);
    await page.getByLabel(text.consent).check();
    await page.getByRole('button', { name: text.add, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text.added })).toBeVisible();
    await expect(page.getByTestId('household-dependents')).toContainText('Pau Vidal');
    await shoot(page, testInfo, `household-${lang}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, testInfo, `household-desktop-width-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });

    // The parent's saved test card (the sandbox's 4242) pays for a credit of Pau's, from the
    // profile while acting for him: the dialog says for whom; the credit is Pau's.
    const parent = await apiLogin(page.request, cin, password);
    const household = await page.request.get(`/api/users/${parent.userId}/household`, {
      headers: parent.auth,
    });
    const childId = ((await household.json()) as { dependents: { id: number }[] }).dependents[0]?.id;
    const method = await page.request.post('/api/payments/sandbox/paymentMethods', {
      headers: parent.auth,
      data: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const saved = await page.request.post('/api/payments/card', {
      headers: parent.auth,
      data: { pmId: ((await method.json()) as { id: string }).id },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/profile');
    await page.getByTestId('profile-switcher').getByRole('button', { name: 'Pau' }).click();
    await expect(page.getByTestId('acting-for')).toHaveText(text.acting);
    await page.getByRole('button', { name: text.classes }).click();
    const buyDialog = page.getByRole('dialog', { name: text.buyCredit });
    await expect(buyDialog.getByText(text.payingFor)).toBeVisible();
    await expect(buyDialog.getByTestId('card-display')).toContainText('4242');
    await shoot(page, testInfo, `household-buy-${lang}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, testInfo, `household-buy-desktop-width-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await buyDialog.getByRole('button', { name: text.buy }).click();
    const done = page.getByRole('dialog', { name: text.bought });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: text.ok }).click();
    await expect(page.getByRole('button', { name: text.oneClass })).toBeVisible();

    // One tap on the child's name: the booking screen books for Pau, and says so.
    await page.goto(`/book/crossfit/${TODAY}`);
    const switcher = page.getByTestId('profile-switcher');
    await switcher.getByRole('button', { name: 'Pau' }).click();
    await expect(switcher.getByRole('button', { name: 'Pau' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('acting-for')).toHaveText(text.acting);
    await expect(page.getByTestId('credits-of-kind')).toContainText('1');
    const open = page.getByRole('article').filter({ has: page.getByRole('button', { name: text.join }) });
    const label = await open.first().getAttribute('aria-label');
    const chosen = page.getByRole('article', { name: label ?? '' });
    await chosen.getByRole('button', { name: text.join }).click();
    await expect(chosen.getByText(text.in)).toBeVisible();
    await expect(page.getByTestId('credits-of-kind')).toContainText('0');
    await shoot(page, testInfo, `household-book-${lang}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, testInfo, `household-book-desktop-width-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });

    // Back to the parent: the same class is still theirs to book; the place is Pau's.
    await switcher.getByRole('button', { name: text.me }).click();
    await expect(page.getByTestId('acting-for')).toHaveCount(0);
    await expect(chosen.getByRole('button', { name: text.join })).toBeVisible();
    const pauClasses = await (
      await page.request.get(`/api/classes/nextClasses/5?as=${childId}`, { headers: parent.auth })
    ).json();
    expect(pauClasses).toHaveLength(1);
  });
}
