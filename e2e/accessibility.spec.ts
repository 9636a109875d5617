import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';

// Every screen of the route table (spec point 2), signed out and signed in, in both languages, on
// the phone and desktop projects: axe-core finds no WCAG 2.2 A/AA violation, and on the phone no
// page is wider than the screen. One page walks all routes, so the whole run stays within minutes.
const TODAY = '2026-11-23';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PUBLIC = [
  '/',
  '/activities',
  '/schedule',
  '/rates',
  '/shop',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/cookie-policy',
  '/legal-notice',
  '/tools',
  '/timer',
];
const SIGNED_OUT = [...PUBLIC, '/auth/login', '/auth/signup', '/auth/forgot-password'];
/** An admin reaches every screen: the member's, the trainer's and the admin's. */
const SIGNED_IN = [
  ...PUBLIC.filter((p) => p !== '/'),
  '/profile',
  '/calendar',
  '/config',
  '/config/your-account',
  '/config/your-payments',
  '/config/your-rate',
  '/config/chat',
  '/rates/1',
  `/book/crossfit/${TODAY}`,
  'TRAINER_SHEET',
  '/admin',
  '/admin/users',
  '/admin/mandatos',
  // Beyond the spec's table: the screens the training, back-office and app issues added.
  '/config/your-movements',
  '/config/standing',
  '/config/personal-data',
  '/whiteboard',
  '/tv',
  '/admin/schedule',
  '/admin/days-off',
  '/admin/wod',
  '/admin/recovery',
  '/admin/chat',
  '/admin/audit',
  '/admin/settings',
  '/admin/contact',
  '/admin/broadcast',
  '/admin/reports',
  '/admin/deletion-requests',
  '/admin/catalog/activities',
  '/admin/catalog/plans',
];

interface Finding {
  path: string;
  violations: { id: string; nodes: string[] }[];
  overflow?: number;
  error?: string;
}

async function audit(page: Page, path: string, phone: boolean): Promise<Finding | null> {
  await page.goto(path);
  await page.locator('main').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  // Whatever is still loading (a spinner) is not what a user reads: wait for it to go.
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  const overflow = phone
    ? await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    : 0;
  return violations.length || overflow > 0 ? { path, violations, overflow } : null;
}

/** The first class sheet of the day, as a trainer reaches it: from the booking screen's link. */
async function trainerSheetPath(page: Page): Promise<string> {
  await page.goto(`/book/crossfit/${TODAY}`);
  const sheet = page.locator(`a[href^="/book/crossfit/${TODAY}/"]`).first();
  await sheet.waitFor({ state: 'attached' });
  return (await sheet.getAttribute('href')) ?? '/';
}

for (const lang of ['ca', 'es'] as const) {
  for (const signedIn of [false, true]) {
    test(`no WCAG 2.2 A/AA violation ${signedIn ? 'signed in' : 'signed out'}, in ${lang}`, async ({
      browser,
    }, testInfo) => {
      // A page takes seconds on a busy machine, and one test walks some thirty of them.
      test.setTimeout(900_000);
      const phone = testInfo.project.name === 'phone';
      const context = await browser.newContext({
        ...testInfo.project.use,
        baseURL: testInfo.project.use.baseURL,
        locale: lang === 'ca' ? 'ca-ES' : 'es-ES',
        reducedMotion: 'reduce',
        // The service worker installs in the background and may reload a page while it is being
        // checked; the screens are the same without it.
        serviceWorkers: 'block',
      });
      await context.clock.setFixedTime(new Date(E2E_NOW));
      const page = await context.newPage();
      await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
      if (signedIn) {
        await page.goto('/auth/login');
        await page.locator('input[autocomplete=username]').fill('00000000T');
        await page.locator('input[type=password]').fill('boxbook-admin');
        await page.locator('button[type=submit]').click();
        await expect(page).toHaveURL(/\/profile$/);
      }
      const findings: Finding[] = [];
      for (const route of signedIn ? SIGNED_IN : SIGNED_OUT) {
        const path = route === 'TRAINER_SHEET' ? await trainerSheetPath(page) : route;
        // A screen that does not load is a finding too, named, and the walk goes on.
        const finding = await audit(page, path, phone).catch((error: unknown) => ({
          path,
          violations: [],
          error: String(error).split('\n')[0],
        }));
        if (finding) findings.push(finding);
      }
      await context.close();
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
}

test('on a desktop the header keeps sign-in and the menu button in view, in both languages', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the phone has the bottom menu instead');
  for (const lang of ['ca', 'es'] as const) {
    for (const width of [1024, 1280]) {
      const page = await browser.newPage({
        baseURL: testInfo.project.use.baseURL,
        viewport: { width, height: 800 },
        serviceWorkers: 'block',
      });
      await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
      await page.goto('/rates');
      const header = page.locator('header');
      const menuButton = header.getByRole('button', {
        name: lang === 'ca' ? 'Obre el menú' : 'Abrir el menú',
      });
      await expect(
        header.getByRole('link', { name: lang === 'ca' ? 'Inicia sessió' : 'Iniciar sesión' }),
      ).toBeVisible();
      const box = await menuButton.boundingBox();
      expect(box && box.x + box.width, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await page.close();
    }
  }
});
