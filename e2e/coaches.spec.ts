import { expect, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { shoot } from './support/screenshots';
import { signedIn } from './support/sign-in';

const MEMBER = { cin: '12345678Z', password: 'boxbook-member' } as const;
const TRAINER = { cin: '11111111H', password: 'boxbook-trainer' } as const;
// Monday, the run's frozen day: the demo timetable's slots name the demo trainer or admin.
const TODAY = '2026-11-23';

test('a member sees who coaches each class on the book screen, in Catalan and in Spanish', async ({
  browser,
}, testInfo) => {
  const ca = await signedIn(browser, MEMBER, { language: 'ca', screen: 'phone' });
  await ca.goto(`/book/crossfit/${TODAY}`);
  const card = ca.getByRole('article').first();
  await expect(card).toBeVisible();
  // First names only: "Amb Marc", "Amb Núria".
  await expect(card.getByText(/^Amb (Marc|Núria)$/)).toBeVisible();
  await expect(ca.getByText(/Serra|Castells/)).toHaveCount(0);
  await shoot(ca, testInfo, 'coach-book-ca');

  const es = await signedIn(browser, MEMBER, { language: 'es', screen: 'phone' });
  await es.goto(`/book/crossfit/${TODAY}`);
  await expect(
    es
      .getByRole('article')
      .first()
      .getByText(/^Con (Marc|Núria)$/),
  ).toBeVisible();
  await shoot(es, testInfo, 'coach-book-es');
});

test('a trainer finds their week of classes, each leading to its class sheet', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    locale: 'ca-ES',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill(TRAINER.cin);
  await page.locator('input[type=password]').fill(TRAINER.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/(profile|admin)/);
  await page.goto('/admin/my-classes');
  await expect(page.getByRole('heading', { name: 'Les meves classes' })).toBeVisible();
  const first = page.getByRole('link', { name: /\d{2}:\d{2}–\d{2}:\d{2}/ }).first();
  await expect(first).toBeVisible();
  await shoot(page, testInfo, 'coach-my-classes');
  await first.click();
  await expect(page).toHaveURL(/\/book\/[a-z_-]+\/\d{4}-\d{2}-\d{2}\/\d+/);
});

test('a member finds what they were told in the notifications list, and reading it clears the bell', async ({
  browser,
  request,
}, testInfo) => {
  const { auth } = await apiLogin(request, '00000000T', 'boxbook-admin');
  const sent = await request.post('/api/notifications/broadcast', {
    data: { message: 'Dissabte obrim a les 9' },
    headers: auth,
  });
  expect(sent.ok()).toBe(true);
  const page = await signedIn(browser, MEMBER, { language: 'ca', screen: 'phone' });
  await expect(page.getByRole('link', { name: /Avisos: \d+ sense llegir/ })).toBeVisible();
  await page
    .getByRole('link', { name: /Avisos/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Avisos', level: 1 })).toBeVisible();
  await expect(page.getByText('Dissabte obrim a les 9').first()).toBeVisible();
  // Opening the list read it: the bell has nothing unread any more.
  await expect(page.getByRole('link', { name: 'Avisos', exact: true })).toBeVisible();
  await shoot(page, testInfo, 'notifications-list');
});
