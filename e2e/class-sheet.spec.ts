import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { type Auth, apiLogin } from './support/api';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

// Tuesday: no other spec of the shared server works on that day.
const TUESDAY = '2026-11-24';

/** A member of the test's own, with the bought credits an admin gave them. */
async function newMember(request: APIRequestContext, admin: Auth, name: string, credits: number) {
  const cin = randomDni();
  const surname = `Prova ${cin.slice(0, 4)}`;
  const res = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password: 'soci-de-prova-1',
      name,
      surname,
      email: `${cin}@example.com`,
      phone: '600111222',
      birth: '1990-01-01',
      sex: 'FEMININE',
    },
  });
  expect(res.ok()).toBe(true);
  const id = (await res.json()).user.id as number;
  if (credits > 0) {
    const given = await request.post(`/api/users/${id}/credits/adjustments`, {
      data: { kind: 'ACTIVITY', delta: credits, note: 'Crèdits de la prova' },
      headers: admin,
    });
    expect(given.ok()).toBe(true);
  }
  return { id, name: `${name} ${surname}` };
}

async function trainerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ca-ES' });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill('11111111H');
  await page.locator('input[type=password]').fill('boxbook-trainer');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/(profile|admin)/);
  return page;
}

test('a trainer adding members from the class sheet sees what the place costs each, and chooses', async ({
  browser,
  request,
}, testInfo) => {
  const { auth: admin } = await apiLogin(request, '00000000T', 'boxbook-admin');
  const broke = await newMember(request, admin, 'Queralt', 0);
  const paying = await newMember(request, admin, 'Roser', 2);
  const crossfit = await (await request.get('/api/activities/byName/crossfit')).json();
  const list = await (
    await request.get(`/api/classes?date=${TUESDAY}&activityId=${crossfit.id}`, { headers: admin })
  ).json();
  const late = list.find((c: { startTime: string }) => c.startTime.includes('T20:00'));
  expect(late, 'Crossfit 21:00 on Tuesday').toBeTruthy();

  const page = await trainerPage(browser);
  await page.goto(`/book/crossfit/${TUESDAY}/${late.id}`);
  const add = async (who: { name: string }) => {
    await page.getByLabel('Afegeix un soci').fill(who.name.split(' ')[0] ?? '');
    await page.getByRole('button', { name: `Afegeix ${who.name}` }).click();
    return page.getByRole('dialog', { name: `Afegir ${who.name} a la classe?` });
  };

  // Nothing left: only a free place, said so.
  let dialog = await add(broke);
  await expect(dialog).toContainText('No li queden crèdits per a aquesta classe');
  await expect(dialog.getByRole('button', { name: 'Fes servir un crèdit' })).toHaveCount(0);
  await shoot(page, testInfo, 'add-member-no-credits-ca');
  await dialog.getByRole('button', { name: 'Plaça gratuïta' }).click();
  await expect(page.getByRole('button', { name: `Treu ${broke.name}` })).toBeVisible();

  // A bought credit: the trainer charges it.
  dialog = await add(paying);
  await expect(dialog).toContainText('Farà servir un dels seus crèdits comprats (en té 2).');
  await shoot(page, testInfo, 'add-member-credit-ca');
  await dialog.getByRole('button', { name: 'Fes servir un crèdit' }).click();
  await expect(page.getByRole('button', { name: `Treu ${paying.name}` })).toBeVisible();
  const credits = await (await request.get(`/api/users/${paying.id}`, { headers: admin })).json();
  expect(credits.credits.activity).toBe(1);
  await page.context().close();
});
