import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { ADMIN, signInOnScreen } from './support/sign-in';

// Every screen of the route table (see docs/product.md, Screens), signed out and signed in, on the phone and
// desktop projects: axe-core finds no WCAG 2.2 A/AA violation, and on the phone no page is wider
// than the screen. Each walk runs in one language, the other project's same walk in the other
// (WALKS below), so every screen is checked in Catalan and in Spanish, and on both layouts,
// without walking it four times. The walks run in parallel on the run's workers.
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
  // A visitor's free trial of today's first class still open (features/visits).
  'VISIT_PAGE',
];
/** An admin reaches every screen: the member's, the trainer's and the admin's. */
const MEMBER_SCREENS = [
  // The public pages that change for a signed-in member (plan buttons, the booking links).
  '/schedule',
  '/rates',
  '/shop',
  '/profile',
  '/calendar',
  '/config',
  '/config/your-account',
  '/config/your-payments',
  '/config/your-rate',
  '/config/chat',
  '/config/your-movements',
  '/config/standing',
  '/config/personal-data',
  '/config/household',
  '/rates/1',
  `/book/crossfit/${TODAY}`,
  '/whiteboard',
  '/checkin',
  '/notifications',
];
const BACK_OFFICE = [
  'TRAINER_SHEET',
  '/tv',
  '/door',
  '/admin',
  '/admin/users',
  'MEMBER_PAGE',
  '/admin/mandatos',
  '/admin/schedule',
  '/admin/my-classes',
  '/admin/days-off',
  '/admin/wod',
  '/admin/recovery',
  '/admin/chat',
  '/admin/audit',
  '/admin/settings',
  '/admin/contact',
  '/admin/leads',
  '/admin/broadcast',
  '/admin/reports',
  '/admin/invoices',
  '/admin/deletion-requests',
  '/admin/condicions',
  '/admin/catalog/activities',
  '/admin/catalog/plans',
];
type Lang = 'ca' | 'es';
const WALKS: { name: string; signedIn: boolean; routes: string[]; phone: Lang; desktop: Lang }[] = [
  {
    name: 'signed out',
    signedIn: false,
    routes: [...PUBLIC, '/auth/login', '/auth/signup', '/auth/forgot-password'],
    phone: 'ca',
    desktop: 'es',
  },
  { name: 'member screens', signedIn: true, routes: MEMBER_SCREENS, phone: 'es', desktop: 'ca' },
  { name: 'back office', signedIn: true, routes: BACK_OFFICE, phone: 'ca', desktop: 'es' },
];

test.describe.configure({ mode: 'parallel' });

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

/** The visit form of the first class the signed-out timetable offers to try. */
async function visitPagePath(page: Page): Promise<string> {
  await page.goto('/schedule');
  const trial = page.locator('a[href^="/visit/"]').first();
  await trial.waitFor({ state: 'attached' });
  return (await trial.getAttribute('href')) ?? '/';
}

/** The demo member's page in the back office, found through her own sign-in. */
async function memberPagePath(request: APIRequestContext): Promise<string> {
  const { userId } = await apiLogin(request, '12345678Z', 'boxbook-member');
  return `/admin/users/${userId}`;
}

for (const walk of WALKS) {
  test(`no WCAG 2.2 A/AA violation: ${walk.name}, ca and es across the two layouts`, async ({
    browser,
    request,
  }, testInfo) => {
    // A page takes seconds on a busy machine, and one test walks some twenty of them.
    test.setTimeout(600_000);
    const phone = testInfo.project.use.isMobile === true;
    const lang = phone ? walk.phone : walk.desktop;
    testInfo.annotations.push({ type: 'language', description: lang });
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
    if (walk.signedIn) await signInOnScreen(page, ADMIN);
    const findings: Finding[] = [];
    for (const route of walk.routes) {
      const path =
        route === 'TRAINER_SHEET'
          ? await trainerSheetPath(page)
          : route === 'MEMBER_PAGE'
            ? await memberPagePath(request)
            : route === 'VISIT_PAGE'
              ? await visitPagePath(page)
              : route;
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

test('on a desktop the header keeps sign-in and the menu button in view, in both languages', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.use.isMobile === true, 'the phone has the bottom menu instead');
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
