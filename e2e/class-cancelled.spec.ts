import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { shoot } from './support/screenshots';

const TODAY = '2026-11-23';

async function memberPage(browser: Browser, lang: 'ca' | 'es'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'ca' ? 'ca-ES' : 'es-ES' });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill('12345678Z');
  await page.locator('input[type=password]').fill('boxbook-member');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

test('a class staff call off shows on the member’s phone as cancelled, with why, live and after a reload', async ({
  browser,
  request,
}, testInfo) => {
  // Today's Hyrox 20:00: no other spec of the shared server books Hyrox.
  const { auth: trainer } = await apiLogin(request, '11111111H', 'boxbook-trainer');
  const hyrox = await (await request.get('/api/activities/byName/hyrox')).json();
  const list = await (
    await request.get(`/api/classes?date=${TODAY}&activityId=${hyrox.id}`, { headers: trainer })
  ).json();
  const evening = list.find((c: { startTime: string }) => c.startTime.includes('T19:00'));
  expect(evening, 'Hyrox 20:00 in the demo timetable').toBeTruthy();

  const page = await memberPage(browser, 'ca');
  await page.goto(`/book/hyrox/${TODAY}`);
  const card = page.getByRole('article', { name: /20:00/ });
  await expect(card.getByRole('button', { name: 'Reserva' })).toBeVisible();

  const cancelled = await request.post(`/api/classes/${evening.id}/cancel`, { headers: trainer });
  expect(cancelled.ok()).toBe(true);
  // Live, through the class's frame: no reload.
  await expect(card.getByText('El box ha anul·lat aquesta classe.')).toBeVisible();
  await expect(card.getByText('Anul·lada', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByTestId('places')).toHaveCount(0);

  await page.reload();
  await expect(card.getByText('El box ha anul·lat aquesta classe.')).toBeVisible();
  await expect(card.getByRole('button')).toHaveCount(0);
  await shoot(page, testInfo, 'class-cancelled-ca');
  await page.context().close();
});
