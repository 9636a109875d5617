import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { withCalendarLock } from './support/calendar-lock';
import { shoot } from './support/screenshots';

const TODAY = '2026-11-23';

/** Adds a one-place gymnastics class on Mondays at the given hour, keeping the day's other classes. */
async function addOnePlaceClass(request: APIRequestContext, startTime: string, endTime: string) {
  await withCalendarLock(() => putOnePlaceClass(request, startTime, endTime));
}

async function putOnePlaceClass(request: APIRequestContext, startTime: string, endTime: string) {
  const { auth: trainer } = await apiLogin(request, '11111111H', 'boxbook-trainer');
  const gymnastics = await (await request.get('/api/activities/byName/gymnastics')).json();
  const monday = await (await request.get('/api/calendar/calendar/0')).json();
  const classes = monday.classes.map(
    (c: { id: number; activity: { id: number }; startTime: string; endTime: string; maxPeople: number }) => ({
      id: c.id,
      activityId: c.activity.id,
      startTime: c.startTime,
      endTime: c.endTime,
      maxPeople: c.maxPeople,
    }),
  );
  if (
    !classes.some(
      (c: { startTime: string; activityId: number }) =>
        c.startTime === startTime && c.activityId === gymnastics.id,
    )
  ) {
    classes.push({ activityId: gymnastics.id, startTime, endTime, maxPeople: 1 });
  }
  const res = await request.put('/api/calendar/0', {
    data: { id: 0, classes },
    headers: trainer,
  });
  expect(res.ok()).toBe(true);
}

async function memberPage(browser: Browser, cin: string, password: string, lang: 'ca' | 'es'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'ca' ? 'ca-ES' : 'es-ES' });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await page.goto('/auth/login');
  await page.getByLabel('DNI o NIE').fill(cin);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

test('two members race for the last place; the one waiting is moved in live; the trainer sees him on the sheet', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // A class of its own at 20:30 (members' flows run on the phone only: playwright.config.ts).
  const hour = '20';
  await addOnePlaceClass(request, `${hour}:30`, '21:30');

  const anna = await memberPage(browser, '12345678Z', 'boxbook-member', 'ca');
  const bernat = await memberPage(browser, 'X1234567L', 'boxbook-member', 'es');
  const url = `/book/gymnastics/${TODAY}`;
  await Promise.all([anna.goto(url), bernat.goto(url)]);
  const annaClass = anna.getByRole('article', { name: new RegExp(`${hour}:30`) });
  const bernatClass = bernat.getByRole('article', { name: new RegExp(`${hour}:30`) });
  await expect(annaClass.getByTestId('places')).toHaveText('Queda 1 plaça');
  await expect(bernatClass.getByTestId('places')).toHaveText('Queda 1 plaza');

  // Anna takes the last place; Bernat sees it full without reloading and joins the waiting list.
  await annaClass.getByRole('button', { name: 'Reserva' }).click();
  await expect(annaClass.getByText('Hi ets')).toBeVisible();
  await expect(bernatClass.getByTestId('places')).toHaveText(/Completa/);
  await shoot(anna, testInfo, 'book-ca');
  await bernatClass.getByRole('button', { name: 'Ponerme en espera' }).click();
  await expect(bernatClass.getByText('En espera · 1º')).toBeVisible();
  await shoot(bernat, testInfo, 'book-waiting-es');

  // Anna leaves (hours before the class): Bernat is moved in and his screen says so by itself.
  await annaClass.getByRole('button', { name: 'Anul·la' }).click();
  await expect(bernatClass.getByText('Estás dentro')).toBeVisible();

  // The trainer sees Bernat on the sheet; attendance can be marked from 15 minutes before the
  // class (live-session.spec.ts marks it, on a server whose clock it can move).
  const trainer = await memberPage(browser, '11111111H', 'boxbook-trainer', 'ca');
  await trainer.goto(url);
  await trainer
    .getByRole('article', { name: new RegExp(`${hour}:30`) })
    .getByRole('link', { name: 'Fitxa de la classe' })
    .click();
  await expect(trainer.getByText(`a partir de les ${hour}:15`)).toBeVisible();
  await expect(trainer.getByRole('checkbox', { name: 'Ha vingut' })).toBeDisabled();
  await shoot(trainer, testInfo, 'trainer-sheet-ca');
  await Promise.all([anna.context().close(), bernat.context().close(), trainer.context().close()]);
});

test('the schedule opens on today and leads to booking', async ({ page }, testInfo) => {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/schedule');
  await expect(page.getByRole('tab', { selected: true })).toContainText(/Dl|Dilluns/);
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`/book/.+/${TODAY}$`),
  );
  await shoot(page, testInfo, 'schedule-ca');
});
