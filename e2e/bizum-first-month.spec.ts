import { expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

/** What each language's screens say, for the steps this spec takes. */
const TEXT = {
  ca: {
    credits: 'Els teus crèdits',
    buyCredit: 'Comprar un crèdit',
    buy: /^Compra per /,
    bizum: 'Bizum',
    phone: 'Mòbil de Bizum',
    waiting: "Aprova el pagament a l'app del banc",
    bought: 'Crèdit comprat!',
    ok: "D'acord",
    twoDays: /2 dies/,
    covers: 'Del 23 de novembre al 30 de novembre',
    fromThe1st: "Cada mes a partir de l'1 de desembre",
    pay: /^Paga 15,73\s€ i comença$/,
  },
  es: {
    credits: 'Tus créditos',
    buyCredit: 'Comprar un crédito',
    buy: /^Comprar por /,
    bizum: 'Bizum',
    phone: 'Móvil de Bizum',
    waiting: 'Aprueba el pago en la app del banco',
    bought: '¡Crédito comprado!',
    ok: 'De acuerdo',
    twoDays: /2 días/,
    covers: 'Del 23 de noviembre al 30 de noviembre',
    fromThe1st: 'Cada mes a partir del 1 de diciembre',
    pay: /^Pagar 15,73\s€ y empezar$/,
  },
} as const;

/** A member who has just signed up and signed in: no plan, no credits, no card. */
async function newMember(page: Page, lang: 'ca' | 'es') {
  const cin = randomDni();
  const password = 'primera-contrasenya';
  const res = await page.request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password,
      name: 'Pau',
      surname: 'Vidal Serra',
      email: `pau.${cin}@example.com`,
      phone: '+34 655 333 444',
      birth: '1990-05-06',
      sex: 'MASCULINE',
    },
  });
  expect(res.ok()).toBe(true);
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill(cin);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The same screen at a desk's size too: members pay from a computer as well. */
async function shootBoth(page: Page, testInfo: Parameters<typeof shoot>[1], name: string) {
  await shoot(page, testInfo, `${name}-phone`);
  const phone = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, testInfo, `${name}-desktop`);
  if (phone) await page.setViewportSize(phone);
}

for (const lang of ['ca', 'es'] as const) {
  const text = TEXT[lang];

  test(`a member with no card pays a class credit with Bizum in the sandbox (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await newMember(page, lang);
    await page.getByRole('region', { name: text.credits }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: text.buyCredit });
    await dialog.getByRole('radio', { name: text.bizum }).check();
    await dialog.getByLabel(text.phone).fill('700 000 001');
    await shootBoth(page, testInfo, `bizum-credit-${lang}`);
    await dialog.getByRole('button', { name: text.buy }).click();
    // The bank app's approval is awaited with a dialog saying so, then the credit is bought.
    await expect(page.getByRole('dialog', { name: text.waiting })).toBeVisible();
    await shootBoth(page, testInfo, `bizum-waiting-${lang}`);
    const done = page.getByRole('dialog', { name: text.bought });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await done.getByRole('button', { name: text.ok }).click();
    await expect(page.getByRole('region', { name: text.credits }).getByRole('button').first()).toHaveText(
      /^1/,
    );
  });

  test(`the rate checkout charges the days left of the month now, and the fee from the 1st (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await newMember(page, lang);
    await page.goto('/rates');
    await shootBoth(page, testInfo, `rates-first-month-${lang}`);
    await page.getByRole('button', { name: text.twoDays }).click();
    await expect(page).toHaveURL(/\/rates\/\d+$/);
    // 59 € a month, joined on 23 November: 8 of its 30 days now, 59 € from 1 December.
    await expect(page.getByTestId('checkout-total')).toHaveText(/^15,73\s€$/);
    await expect(page.getByTestId('checkout-covers')).toHaveText(text.covers);
    await expect(page.getByText(text.fromThe1st)).toBeVisible();
    await expect(page.getByTestId('checkout-monthly')).toContainText(/59,00\s€/);
    await expect(page.getByRole('button', { name: text.pay })).toBeVisible();
    await shootBoth(page, testInfo, `checkout-first-month-${lang}`);
  });
}
