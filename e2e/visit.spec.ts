import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { fromOwnAddress } from './support/members';
import { shoot } from './support/screenshots';
import { signedInAdmin } from './support/sign-in';

// A visitor on their phone tries a class from the public timetable (docs/product.md, The first
// visit): the PAR-Q, the consents, the booking's reference; the box then sees them as a lead.
const TEXT = {
  ca: {
    try: /Prova-la: .* a les 21:00/,
    name: 'Nom',
    surname: 'Cognoms',
    email: 'Correu electrònic',
    phone: 'Telèfon',
    no: 'No',
    consent: /consentiment explícit/,
    terms: /Accepto les condicions/,
    submit: 'Reserva la classe de prova',
    booked: 'Tens plaça! T’esperem.',
    used: /Ja has fet la classe de prova/,
  },
  es: {
    try: /Pruébala: .* a las 21:00/,
    name: 'Nombre',
    surname: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    no: 'No',
    consent: /consentimiento explícito/,
    terms: /Acepto las condiciones/,
    submit: 'Reserva la clase de prueba',
    booked: '¡Tienes plaza! Te esperamos.',
    used: /Ya has hecho la clase de prueba/,
  },
} as const;

async function visitorPage(browser: Browser, lang: 'ca' | 'es', project: { use: object }) {
  const context = await browser.newContext({
    ...project.use,
    locale: `${lang}-ES`,
    extraHTTPHeaders: fromOwnAddress(),
    serviceWorkers: 'block',
  });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  return page;
}

async function fillVisit(
  page: Page,
  lang: 'ca' | 'es',
  who: { surname: string; email: string; phone: string },
) {
  const text = TEXT[lang];
  await page.getByLabel(text.name, { exact: true }).fill('Laia');
  await page.getByLabel(text.surname, { exact: true }).fill(who.surname);
  await page.getByLabel(text.email).fill(who.email);
  await page.getByLabel(text.phone).fill(who.phone);
  // The PAR-Q's seven questions (the choice of trial or drop-in above them is a group too).
  const groups = page.getByRole('region', { name: /PAR-Q/ }).locator('fieldset');
  for (let i = 0; i < 7; i++) await groups.nth(i).getByLabel(text.no, { exact: true }).check();
  await page.getByLabel(text.consent).check();
  await page.getByLabel(text.terms).check();
}

for (const lang of ['ca', 'es'] as const) {
  test(`a visitor books a free trial from the timetable and is a lead for the box (${lang})`, async ({
    browser,
  }, testInfo) => {
    // Two people, two screens and five pictures: more than the default half minute on a busy machine.
    test.setTimeout(120_000);
    const text = TEXT[lang];
    const unique = `${Date.now()}${lang}`;
    const who = {
      surname: `Prova ${lang.toUpperCase()}`,
      email: `laia.${unique}@example.com`,
      phone: `6${String(Date.now()).slice(-8)}`,
    };
    const page = await visitorPage(browser, lang, testInfo.project);
    await page.goto('/schedule');
    await page.getByRole('link', { name: text.try }).click();
    await expect(page).toHaveURL(/\/visit\/2026-11-23\/\d+$/);
    await fillVisit(page, lang, who);
    await shoot(page, testInfo, `visit-form-${lang}`);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('heading', { name: text.booked })).toBeVisible();
    const reference = (await page.getByTestId('visit-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    await shoot(page, testInfo, `visit-booked-${lang}`);
    // The same confirmation at a desk, for the docs' pictures.
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, testInfo, `visit-booked-${lang}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });

    // The calendar entry the confirmation links to.
    const ics = await page.request.get(`/api/visits/${reference}.ics`);
    expect(await ics.text()).toContain('BEGIN:VEVENT');

    // A second trial of the same person, by the same phone, is refused in words.
    await page.goto('/schedule');
    await page.getByRole('link', { name: text.try }).click();
    await fillVisit(page, lang, { ...who, email: `other.${who.email}` });
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert')).toContainText(text.used);

    // The box sees them among its leads, trial booked.
    // At the desk in Catalan, on the phone in Spanish: the list reads on both.
    const admin = await signedInAdmin(browser, { language: lang, screen: lang === 'ca' ? 'desk' : 'phone' });
    await admin.goto('/admin/leads');
    // A table row at the desk, a card on the phone.
    const row = admin.getByRole(lang === 'ca' ? 'row' : 'listitem').filter({ hasText: who.surname });
    await expect(row).toContainText(who.email);
    await expect(row).toContainText(reference);
    await expect(row).toContainText(lang === 'ca' ? 'Prova reservada' : 'Prueba reservada');
    await shoot(admin, testInfo, `leads-${lang}`);
  });
}

// The paid drop-in: a visitor pays a class with a sandbox test card and is a lead, as a drop-in.
const DROP_IN = {
  ca: {
    option: /Classe solta \(drop-in\): 15,00/,
    next: 'Continua per pagar',
    number: 'Número de targeta',
    expiry: 'Caducitat',
    pay: /Paga 15,00/,
    paid: /Pagada/,
  },
  es: {
    option: /Clase suelta \(drop-in\): 15,00/,
    next: 'Continúa para pagar',
    number: 'Número de tarjeta',
    expiry: 'Caducidad',
    pay: /Paga 15,00/,
    paid: /Pagada/,
  },
} as const;

for (const lang of ['ca', 'es'] as const) {
  test(`a visitor books and pays a drop-in and is a lead for the box, as a drop-in (${lang})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const text = { ...TEXT[lang], ...DROP_IN[lang] };
    const unique = `${Date.now()}${lang}d`;
    const who = {
      surname: `Solta ${lang.toUpperCase()}`,
      email: `pau.${unique}@example.com`,
      phone: `7${String(Date.now()).slice(-8)}`,
    };
    const page = await visitorPage(browser, lang, testInfo.project);
    await page.goto('/schedule');
    await page.getByRole('link', { name: text.try }).click();
    await page.getByLabel(text.option).check();
    await fillVisit(page, lang, who);
    await page.getByRole('button', { name: text.next }).click();
    await page.getByLabel(text.number).fill('4242 4242 4242 4242');
    await page.getByLabel(text.expiry).fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await shoot(page, testInfo, `drop-in-pay-${lang}`);
    await page.getByRole('button', { name: text.pay }).click();
    await expect(page.getByRole('heading', { name: text.booked })).toBeVisible();
    await expect(page.getByText(text.paid)).toBeVisible();
    const reference = (await page.getByTestId('visit-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    await expect(page.getByRole('img', { name: new RegExp(reference) })).toBeVisible();
    await shoot(page, testInfo, `drop-in-booked-${lang}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, testInfo, `drop-in-booked-${lang}-desktop`);

    const admin = await signedInAdmin(browser, { language: lang, screen: 'phone' });
    await admin.goto('/admin/leads');
    const row = admin.getByRole('listitem').filter({ hasText: who.surname });
    await expect(row).toContainText(reference);
    await expect(row).toContainText(lang === 'ca' ? 'Drop-in reservat' : 'Drop-in reservado');
  });
}
