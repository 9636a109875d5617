import { expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';
import { signedInAdmin } from './support/sign-in';

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
    credits: 'Els teus crèdits',
    buyCredit: 'Comprar un crèdit',
    buy: /^Compra per /,
    noCard: 'Afegeix una targeta',
    ok: "D'acord",
    continue: 'Continua on era',
    bought: 'Crèdit comprat!',
    history: 'Historial de crèdits',
    boughtMove: 'Comprat',
    declined: 'El banc ha rebutjat la targeta.',
    leave: "Dona'm de baixa",
    leaveTitle: 'Vols donar-te de baixa del pla?',
    yes: 'Sí',
    leaving: "El teu pla s'acaba l'1 de desembre de 2026.",
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
    credits: 'Tus créditos',
    buyCredit: 'Comprar un crédito',
    buy: /^Comprar por /,
    noCard: 'Añade una tarjeta',
    ok: 'De acuerdo',
    continue: 'Seguir donde estaba',
    bought: '¡Crédito comprado!',
    history: 'Historial de créditos',
    boughtMove: 'Comprado',
    declined: 'El banco ha rechazado la tarjeta.',
    leave: 'Darme de baja',
    leaveTitle: '¿Darte de baja del plan?',
    yes: 'Sí',
    leaving: 'Tu plan termina el 1 de diciembre de 2026.',
  },
} as const;
type Text = (typeof TEXT)[keyof typeof TEXT];

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
  return { cin, password };
}

/** Fills the sandbox card form (the app's own, no Stripe key in e2e) and saves the card. */
async function addCard(page: Page, text: Text, number: string) {
  await page.getByLabel(text.number).fill(number);
  await page.getByLabel(text.expiry).fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: text.save }).click();
}

/** The profile's class-credit bubble, whose name is what it shows ("0 Classes"). */
const classBubble = (page: Page, text: Text) =>
  page.getByRole('region', { name: text.credits }).getByRole('button').first();

test('a new member with no credits buys a plan with the card that needs confirmation, then books', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Members' flows run on the phone only (playwright.config.ts), this one in Catalan.
  const lang = 'ca';
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

test('a member with no card buys a class credit: the no-card dialog, the 4242 card, the bubble, the receipt and its PDF', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const text = TEXT.ca;
  await newMember(page, 'ca');

  // No credits and no card: buying leads to the no-card dialog, then to your-payments.
  await expect(classBubble(page, text)).toHaveText(/^0/);
  await classBubble(page, text).click();
  const buyDialog = page.getByRole('dialog', { name: text.buyCredit });
  await buyDialog.getByRole('button', { name: text.buy }).click();
  const noCard = page.getByRole('dialog', { name: text.noCard });
  await expect(noCard).toBeVisible();
  await shoot(page, testInfo, 'buy-credit-no-card-ca');
  await noCard.getByRole('button', { name: text.ok }).click();
  await expect(page).toHaveURL(/\/config\/your-payments\?returnTo=%2Fprofile$/);

  // The card that simply works, then back to the profile.
  await addCard(page, text, '4242 4242 4242 4242');
  await expect(page.getByTestId('card-display')).toContainText('4242');
  await shoot(page, testInfo, 'buy-credit-card-added-ca');
  await page.getByRole('link', { name: text.continue }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Now the dialog shows the card and the credit is bought at once.
  await classBubble(page, text).click();
  await expect(buyDialog.getByTestId('card-display')).toContainText('4242');
  await shoot(page, testInfo, 'buy-credit-dialog-ca');
  await buyDialog.getByRole('button', { name: text.buy }).click();
  const done = page.getByRole('dialog', { name: text.bought });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: text.ok }).click();
  await expect(classBubble(page, text)).toHaveText(/^1/);
  const history = page.getByRole('list', { name: text.history });
  await expect(history.getByRole('listitem').first()).toContainText(text.boughtMove);
  await expect(history.getByRole('listitem').first()).toContainText('+1');
  await shoot(page, testInfo, 'buy-credit-profile-ca');

  // The receipt is listed, and its PDF is a real PDF that opens.
  await page.goto('/config/your-payments');
  const receipts = page.getByRole('list', { name: text.receipts }).getByRole('listitem');
  await expect(receipts).toHaveCount(1);
  await expect(receipts.first()).toContainText('1 crèdit de classe');
  // The charge issued its simplified invoice, linked beside the receipt.
  await expect(
    receipts.first().getByRole('link', { name: /^Factura F-\d{6}, en PDF \(s'obre en una pestanya nova\)$/ }),
  ).toBeVisible();
  await shoot(page, testInfo, 'buy-credit-receipts-ca');
  const [pdf, popup] = await Promise.all([
    page.waitForResponse((res) => /\/api\/payments\/receipts\/[^/]+\/pdf/.test(res.url())),
    page.waitForEvent('popup'),
    receipts.first().getByRole('button', { name: /PDF/ }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  // The page read the body as a blob already; the same request again, with the member's token.
  const authorization = (await pdf.request().headerValue('authorization')) ?? '';
  const again = await page.request.get(pdf.url(), { headers: { authorization } });
  expect(again.status()).toBe(200);
  expect(again.headers()['content-type']).toContain('application/pdf');
  expect((await again.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
});

test('a member joins a plan with Pro through the bank’s extra step, then leaves it from your-rate', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const text = TEXT.es;
  await newMember(page, 'es');

  await page.goto('/rates');
  await page.getByRole('button', { name: /Ilimitado/ }).click();
  await expect(page).toHaveURL(/\/rates\/\d+$/);
  await addCard(page, text, '4000 0025 0000 3155');
  await expect(page.getByRole('radio', { name: /3155/ })).toBeChecked();
  await page.getByRole('checkbox', { name: text.pro }).check();
  await page.getByRole('button', { name: text.pay }).click();
  const bank = page.getByRole('dialog', { name: text.bank });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'join-pro-profile-es');

  // Leaving asks first, then says when the plan ends; until then nothing changes (day-26 rule:
  // asked on 23 November, it ends on 1 December).
  await page.goto('/config/your-rate');
  await page.getByRole('button', { name: text.leave }).click();
  const ask = page.getByRole('dialog', { name: text.leaveTitle });
  await expect(ask).toBeVisible();
  await shoot(page, testInfo, 'leave-confirm-es');
  await ask.getByRole('button', { name: text.yes, exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(text.leaving)).toBeVisible();
  await shoot(page, testInfo, 'leave-pending-es');
  await page.reload();
  await expect(page.getByText(text.leaving)).toBeVisible();

  // The profile keeps the plan and Pro until the end date, and says when that is.
  await page.goto('/profile');
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByText(text.leaving)).toBeVisible();
  await expect(page.getByText('∞').first()).toBeVisible();
  await shoot(page, testInfo, 'leave-profile-es');
});

test('a declined card shows the bank’s refusal in the member’s language and the dialog stops loading', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const text = TEXT.es;
  await newMember(page, 'es');

  // The declined test card saves (as with Stripe); the bank says no when it is charged.
  await page.goto('/config/your-payments');
  await addCard(page, text, '4000 0000 0000 0002');
  await expect(page.getByTestId('card-display')).toContainText('0002');
  await page.goto('/profile');
  await classBubble(page, text).click();
  const buyDialog = page.getByRole('dialog', { name: text.buyCredit });
  const buy = buyDialog.getByRole('button', { name: text.buy });
  await buy.click();
  await expect(buyDialog.getByText(text.declined)).toBeVisible();
  await expect(buy).toBeEnabled();
  await shoot(page, testInfo, 'declined-card-es');
  await page.keyboard.press('Escape');
  await expect(classBubble(page, text)).toHaveText(/^0/);
});

test('cards: the same card added again is one card; every card is listed with the default marked, and one is removed', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const text = TEXT.ca;
  await newMember(page, 'ca');

  // At the plan's checkout: a card, another one, then the first number again.
  await page.goto('/rates');
  await page.getByRole('button', { name: /Il·limitat/ }).click();
  await expect(page).toHaveURL(/\/rates\/\d+$/);
  await addCard(page, text, '4242 4242 4242 4242');
  await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
  for (const number of ['4000 0025 0000 3155', '4242 4242 4242 4242']) {
    await page.getByRole('button', { name: 'Afegeix una altra targeta' }).click();
    await addCard(page, text, number);
    await expect(page.getByRole('radio', { name: new RegExp(number.slice(-4)) })).toBeChecked();
  }
  // Two cards beside the Bizum option.
  await expect(page.getByRole('radio', { name: /acabada en \d{4}/ })).toHaveCount(2);

  // Your payments lists both, the one entered last as the default.
  await page.goto('/config/your-payments');
  const cards = page.getByRole('list', { name: 'Targetes desades' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  // The badge, not the "Fes predeterminada" button of the other card.
  const defaultCard = cards.filter({ has: page.getByText('Predeterminada', { exact: true }) });
  await expect(defaultCard).toContainText('4242');
  await shoot(page, testInfo, 'cards-listed-ca');

  // The other card becomes the default; then the first one is removed after a yes.
  await page.getByRole('button', { name: 'Fes predeterminada la targeta acabada en 3155' }).click();
  await expect(defaultCard).toContainText('3155');
  await page.getByRole('button', { name: 'Elimina la targeta acabada en 4242' }).click();
  const confirm = page.getByRole('dialog', { name: 'Vols eliminar la targeta?' });
  await expect(confirm).toContainText('4242');
  await shoot(page, testInfo, 'cards-remove-ca');
  await confirm.getByRole('button', { name: text.yes }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('3155');
  await expect(defaultCard).toContainText('3155');
  await shoot(page, testInfo, 'cards-one-left-ca');
});

/** Opens a PDF link or button of the app: it fetches the file with the session and shows it in a new tab. */
async function openPdf(page: Page, control: ReturnType<Page['getByRole']>, path: RegExp) {
  const [pdf, popup] = await Promise.all([
    page.waitForResponse((res) => path.test(new URL(res.url()).pathname), { timeout: 30_000 }),
    page.waitForEvent('popup', { timeout: 30_000 }),
    control.click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
}

test('a member buys a credit and opens its invoice; the admin refunds it; the member sees the rectifying invoice', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const text = TEXT.ca;
  const { cin, password } = await newMember(page, 'ca');
  const { userId } = await apiLogin(page.request, cin, password);

  // A card, then a credit bought from the profile.
  await page.goto('/config/your-payments');
  await addCard(page, text, '4242 4242 4242 4242');
  // Leaving before the card is saved would abort its request and leave nothing to charge.
  await expect(page.getByTestId('card-display')).toContainText('4242');
  await page.goto('/profile');
  await classBubble(page, text).click();
  await page.getByRole('dialog', { name: text.buyCredit }).getByRole('button', { name: text.buy }).click();
  const done = page.getByRole('dialog', { name: text.bought });
  await done.getByRole('button', { name: text.ok }).click();
  await expect(classBubble(page, text)).toHaveText(/^1/);

  // The charge's simplified invoice opens as a PDF.
  await page.goto('/config/your-payments');
  const receipt = page.getByRole('list', { name: text.receipts }).getByRole('listitem').first();
  const invoice = receipt.getByRole('link', { name: /^Factura F-\d{6}, en PDF/ });
  await expect(invoice).toBeVisible();
  await openPdf(page, invoice, /^\/api\/invoices\/\d+\/pdf$/);

  // The admin refunds it from the member's payments, with a reason the member will read.
  const admin = await signedInAdmin(browser, { language: 'ca' });
  await admin.goto(`/admin/users/${userId}`);
  const payments = admin.getByRole('region', { name: 'Targetes i rebuts' });
  await payments.getByRole('button', { name: /^Retorna el rebut / }).click();
  const dialog = admin.getByRole('dialog', { name: /^Retornar el rebut / });
  await expect(dialog.getByLabel('Import a retornar (€)')).toHaveValue(/^12([.,]00?)?$/);
  await dialog.getByLabel('Motiu (el soci el llegirà)').fill('Comprat per error');
  await shoot(admin, testInfo, 'refund-dialog-ca');
  await dialog.getByRole('button', { name: /^Retorna 12,00/ }).click();
  const refunded = admin.getByRole('dialog', { name: 'Pagament retornat' });
  await expect(refunded).toContainText(/Factura rectificativa: FR-\d{6}\./);
  await expect(refunded).toContainText("S'ha retirat el crèdit que havia comprat.");
  await shoot(admin, testInfo, 'refund-done-ca');
  await admin.context().close();

  // The member sees the refund, its reason and its rectifying invoice; the credit is gone.
  await page.reload();
  await expect(receipt).toContainText('Retornat');
  await expect(receipt).toContainText('Comprat per error');
  const rectifying = receipt.getByRole('button', { name: /^Obre la factura rectificativa FR-\d{6} en PDF$/ });
  await expect(rectifying).toBeVisible();
  await shoot(page, testInfo, 'refunded-receipt-ca');
  await openPdf(page, rectifying, /^\/api\/invoices\/\d+\/pdf$/);
  await page.goto('/profile');
  await expect(classBubble(page, text)).toHaveText(/^0/);
});
