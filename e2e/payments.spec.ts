import { expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

const TODAY = '2026-11-23';

/** What each language's screens say, for the steps this spec takes. */
const TEXT = {
  ca: {
    join: 'Reserva',
    noCredits: 'No tens crèdits',
    seeRates: 'Veure tarifes',
    number: 'Número de targeta',
    expiry: 'Caducitat',
    save: 'Desa la targeta',
    pro: /opció Pro/,
    pay: /^Paga .* i comença$/,
    bank: 'Confirma el pagament',
    confirm: 'Confirma el pagament',
    inClass: 'Hi ets',
    receipts: 'Rebuts',
  },
  es: {
    join: 'Reservar',
    noCredits: 'No tienes créditos',
    seeRates: 'Ver tarifas',
    number: 'Número de tarjeta',
    expiry: 'Caducidad',
    save: 'Guardar la tarjeta',
    pro: /opción Pro/,
    pay: /^Pagar .* y empezar$/,
    bank: 'Confirma el pago',
    confirm: 'Confirmar el pago',
    inClass: 'Estás dentro',
    receipts: 'Recibos',
  },
} as const;

/** A member who has just signed up: no plan, no credits, no card. */
async function newMember(page: Page, lang: 'ca' | 'es') {
  const cin = randomDni();
  const password = 'primera-contrasenya';
  const res = await page.request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password,
      name: 'Marta',
      surname: 'Soler Pons',
      email: `marta.${cin}@example.com`,
      phone: '+34 655 111 222',
      birth: '1992-03-04',
      sex: 'FEMININE',
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

test('a new member with no credits buys a plan with the card that needs confirmation, then books', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const lang = testInfo.project.name === 'phone' ? 'ca' : 'es';
  const text = TEXT[lang];
  await newMember(page, lang);

  // Booking without credits: the refusal offers a credit or the rates.
  await page.goto(`/book/crossfit/${TODAY}`);
  const join = page.getByRole('button', { name: text.join, exact: true }).last();
  await join.click();
  const refusal = page.getByRole('dialog', { name: text.noCredits });
  await expect(refusal).toBeVisible();
  await shoot(page, testInfo, `no-credits-${lang}`);
  await refusal.getByRole('button', { name: text.seeRates }).click();
  await expect(page).toHaveURL(/\/rates$/);
  await shoot(page, testInfo, `rates-${lang}`);

  // Pick a plan, add the 3-D Secure test card, tick Pro and pay.
  await page.getByRole('button', { name: /Ilimitado|Il·limitat/ }).click();
  await expect(page).toHaveURL(/\/rates\/\d+$/);
  await page.getByLabel(text.number).fill('4000 0025 0000 3155');
  await page.getByLabel(text.expiry).fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('radio', { name: /3155/ })).toBeChecked();
  await page.getByRole('checkbox', { name: text.pro }).check();
  await shoot(page, testInfo, `checkout-${lang}`);
  await page.getByRole('button', { name: text.pay }).click();

  // The bank's extra step, then the plan is the member's.
  const bank = page.getByRole('dialog', { name: text.bank });
  await expect(bank).toBeVisible();
  await shoot(page, testInfo, `checkout-confirm-${lang}`);
  await bank.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByText('∞').first()).toBeVisible();
  await shoot(page, testInfo, `profile-with-plan-${lang}`);

  // And now the booking goes through.
  await page.goto(`/book/crossfit/${TODAY}`);
  await page.getByRole('button', { name: text.join, exact: true }).last().click();
  await expect(page.getByText(text.inClass).first()).toBeVisible();

  // The card and the receipt are in your-payments.
  await page.goto('/config/your-payments');
  await expect(page.getByTestId('card-display')).toContainText('3155');
  await expect(page.getByRole('list', { name: text.receipts }).getByRole('listitem')).toHaveCount(1);
  await shoot(page, testInfo, `your-payments-${lang}`);
  await page.goto('/config/your-rate');
  await shoot(page, testInfo, `your-rate-${lang}`);
});
