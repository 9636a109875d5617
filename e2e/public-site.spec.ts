import { expect, type Page, test } from '@playwright/test';
import { shoot } from './support/screenshots';

const PUBLIC_PAGES = [
  { path: '/', name: 'home' },
  { path: '/activities', name: 'activities' },
  { path: '/rates', name: 'rates' },
  { path: '/shop', name: 'shop' },
  { path: '/faq', name: 'faq' },
  { path: '/contact', name: 'contact' },
  { path: '/privacy-policy', name: 'privacy-policy' },
  { path: '/cookie-policy', name: 'cookie-policy' },
  { path: '/legal-notice', name: 'legal-notice' },
] as const;

/** A translation key shown instead of its text means a missing translation. */
const UNTRANSLATED_KEY =
  /\b(common|menu|header|footer|home|activities|rates|shop|contact|auth|book|admin|dialogs|error|faq|legal|language)\.[a-z_]+/;

async function useLanguage(page: Page, lang: 'ca' | 'es') {
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

for (const lang of ['ca', 'es'] as const) {
  test.describe(`public pages in ${lang}`, () => {
    for (const { path, name } of PUBLIC_PAGES) {
      test(`${name} renders fully translated`, async ({ page }, testInfo) => {
        await useLanguage(page, lang);
        const errors = collectErrors(page);
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const text = (await page.locator('body').textContent()) ?? '';
        expect(text).not.toMatch(UNTRANSLATED_KEY);
        await shoot(page, testInfo, `${name}-${lang}`);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('the home page shows activities, four plans, the installations and the map', async ({ page }) => {
  await useLanguage(page, 'es');
  // The installations' pictures wait for the visitor to scroll near them: on the first screen
  // they would share a phone's bandwidth with the hero.
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/installations/')) pictures.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Nuestras actividades' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nuestras actividades' }).getByRole('listitem')).toHaveCount(
    6,
  );
  await expect(page.getByRole('button', { name: /Elegir este plan/ })).toHaveCount(4);
  // Six captioned pictures; their alt is empty because the caption names each one.
  const installations = page.getByRole('region', { name: 'Las instalaciones' }).getByRole('figure');
  await expect(installations).toHaveCount(6);
  expect(pictures).toEqual([]);
  await installations.first().scrollIntoViewIfNeeded();
  await expect(installations.locator('img[src^="/img/installations/"]')).toHaveCount(6);
  const map = page.getByRole('link', { name: 'Abrir el mapa en OpenStreetMap' }).first();
  await expect(map).toHaveAttribute('href', /openstreetmap\.org/);
});

test('a visitor switches the language and the choice is remembered', async ({ page }) => {
  await page.goto('/rates');
  await page.evaluate(() => window.localStorage.setItem('boxbook.lang', 'es'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
  await expect(page.getByText('sesiones/semana').first()).toBeVisible();
  // The footer's switcher is there at every width.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Català' }).click();
  await expect(page.getByText('sessions/setmana').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('sessions/setmana').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
});

test('the contact form sends a message that the server stores', async ({ page }, testInfo) => {
  await useLanguage(page, 'ca');
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Envia' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Nom').fill('Marta Vidal');
  await page.getByLabel('Correu electrònic').fill('marta.vidal@example.com');
  await page.getByLabel('Missatge').fill(`Hola! Voldria provar una classe (${testInfo.project.name}).`);
  await expect(send).toBeEnabled();
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await send.click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({ id: expect.any(Number) });
  await expect(page.getByText('Gràcies! Et respondrem aviat.')).toBeVisible();
  await expect(page.getByLabel('Nom')).toHaveValue('');
});

test('members-only pages send a visitor to login and come back after', async ({ page }) => {
  await useLanguage(page, 'es');
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fcalendar$/);
  await expect(page.locator('header[data-hero]')).toHaveCount(0);
});

test('an unknown address leads home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/\/$/);
});

test('clicking a plan as a visitor asks to sign in first', async ({ page }) => {
  await useLanguage(page, 'es');
  await page.goto('/rates');
  await page.getByRole('button', { name: /Games/ }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Frates%2F\d+$/);
});
