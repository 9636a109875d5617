import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { disposeOwnServers, OwnServer, signedInPage } from './support/own-server';
import { shoot } from './support/screenshots';

const JORDI = { cin: '12345678Z', password: 'boxbook-member', lang: 'ca' } as const;
const VALENTINA = { cin: 'X1234567L', password: 'boxbook-member', lang: 'es' } as const;
const TOMORROW = '2026-11-24';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The draw's states on the booking screen meet WCAG 2.2 AA, as accessibility.spec.ts checks every screen. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// A port of the spec's own: the test moves its server's clock, which the run's shared server must not see.
const PORT = 3531;

test.afterEach(() => disposeOwnServers());

/** The crossfit class of tomorrow at 13:00, as its card on the booking screen. */
const card = (page: Page) => page.getByRole('article', { name: /13:00/ });

test('a booking draw seen by two members in two browsers: both in the draw, then one in and one waiting, live', async ({
  browser,
  playwright,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'two members on their phones');
  test.setTimeout(240_000);
  const server = new OwnServer(PORT);
  await server.start();
  const api = await playwright.request.newContext({ baseURL: server.origin });

  // The admin turns the draw on, for the whole hour after a class opens (the server's clock is
  // moved by whole minutes); the trainer makes tomorrow's 13:00 crossfit a class of one place.
  const { auth: admin } = await apiLogin(api, '00000000T', 'boxbook-admin', server.origin);
  const {
    timeZone: _zone,
    paymentPublicKey: _key,
    ...config
  } = await (await api.get('/api/app/config')).json();
  const saved = await api.put('/api/app/config', {
    headers: admin,
    data: { ...config, drawEnabled: true, drawWindowSeconds: 3600 },
  });
  expect(saved.ok()).toBe(true);
  const crossfit = await (await api.get('/api/activities/byName/crossfit')).json();
  const list = await (
    await api.get(`/api/classes?date=${TOMORROW}&activityId=${crossfit.id}`, { headers: admin })
  ).json();
  const target = list.find((c: { startTime: string }) => c.startTime.endsWith('T12:00:00.000Z'));
  expect(target, 'crossfit 13:00 on Tuesdays in the demo timetable').toBeTruthy();
  const edited = await api.put(`/api/classes/${target.id}`, {
    headers: admin,
    data: { startTime: '13:00', endTime: '14:00', maxPeople: 1, show: true, free: false },
  });
  expect(edited.ok()).toBe(true);

  // 17:00 in Madrid: tomorrow's classes open, and with them the draw's window.
  await server.advanceClock(8 * 60);
  const at = new Date(new Date(E2E_NOW).getTime() + 8 * 60 * 60_000);
  const jordi = await signedInPage(browser, testInfo, server.origin, JORDI, at);
  const valentina = await signedInPage(browser, testInfo, server.origin, VALENTINA, at);
  for (const page of [jordi, valentina]) await page.goto(`/book/crossfit/${TOMORROW}`);

  await card(jordi).getByRole('button', { name: 'Entra al sorteig' }).click();
  await expect(card(jordi).getByText('Al sorteig', { exact: true })).toBeVisible();
  await card(valentina).getByRole('button', { name: 'Entrar al sorteo' }).click();
  await expect(card(valentina).getByText('En el sorteo', { exact: true })).toBeVisible();
  // Each sees the other enter, live: two in the draw.
  await expect(card(jordi).getByText(/2 apuntats/)).toBeVisible();
  await expect(card(valentina).getByText(/2 apuntados/)).toBeVisible();
  await shoot(jordi, testInfo, 'booking-draw-entered-ca');
  await expectAccessible(jordi);
  await expectAccessible(valentina);

  // The seed's hash is public during the window; the seed itself is not. (A new sign-in: the
  // clock moved past the first token's life.)
  const { auth: member } = await apiLogin(api, JORDI.cin, JORDI.password, server.origin);
  const before = await (await api.get(`/api/classes/${target.id}/draw`, { headers: member })).json();
  expect(before).toMatchObject({ entrantCount: 2, seed: null });

  // The window ends; the server draws within a second and both screens change without a reload.
  await server.advanceClock(60);
  const states = async () =>
    [(await card(jordi).textContent()) ?? '', (await card(valentina).textContent()) ?? ''].join(' | ');
  await expect
    .poll(states, { timeout: 15_000 })
    .toMatch(/(Hi ets.*\| .*En espera · 1º)|(En espera · 1a.*\| .*Estás dentro)/);
  const { auth: again } = await apiLogin(api, JORDI.cin, JORDI.password, server.origin);
  const after = await (await api.get(`/api/classes/${target.id}/draw`, { headers: again })).json();
  expect(after.result.outcomes.map((o: { status: string }) => o.status).sort()).toEqual(['IN', 'WAIT']);
  await shoot(jordi, testInfo, 'booking-draw-result-ca');
  await shoot(valentina, testInfo, 'booking-draw-result-es');
  await expectAccessible(jordi);
});
