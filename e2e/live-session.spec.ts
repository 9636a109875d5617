import { expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { addMondayClass, disposeOwnServers, OwnServer, signedInPage } from './support/own-server';
import { shoot } from './support/screenshots';

// Live booking screens (see docs/product.md, Live updates). Each test runs a server of its own: one
// restarts it, one moves its clock.
const TODAY = '2026-11-23';
/** Anna uses the app in Catalan, Bernat in Spanish. */
const ANNA = { cin: '12345678Z', password: 'boxbook-member', lang: 'ca' } as const;
const BERNAT = { cin: 'X1234567L', password: 'boxbook-member', lang: 'es' } as const;
const TRAINER = { cin: '11111111H', password: 'boxbook-trainer', lang: 'ca' } as const;

// A port of the spec's own (members' flows run on the phone only); a file's tests run one by one.
const PORT = 3340;

test.afterEach(() => disposeOwnServers());

const placesOf = async (page: Page, hour: string) =>
  Number(
    (
      await page
        .getByRole('article', { name: new RegExp(hour) })
        .getByTestId('places')
        .textContent()
    )?.match(/\d+/)?.[0],
  );

test('a waiting member takes a place freed inside the cancellation window with one tap; the trainer marks him come', async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const server = new OwnServer(PORT);
  await server.start();
  // 10:00 at the box, an hour after the server's 09:00: inside the 2-hour window.
  await addMondayClass(server.origin, '10:00', '11:00', 1);
  const anna = await signedInPage(browser, testInfo, server.origin, ANNA);
  const bernat = await signedInPage(browser, testInfo, server.origin, BERNAT);
  await Promise.all([anna, bernat].map((p) => p.goto(`/book/gymnastics/${TODAY}`)));
  const annaClass = anna.getByRole('article', { name: /10:00/ });
  const bernatClass = bernat.getByRole('article', { name: /10:00/ });
  await annaClass.getByRole('button', { name: 'Reserva' }).click();
  await expect(annaClass.getByText('Hi ets')).toBeVisible();
  await bernatClass.getByRole('button', { name: 'Ponerme en espera' }).click();
  await expect(bernatClass.getByText('En espera · 1º')).toBeVisible();

  // Anna leaves an hour before the class, losing her credit; nobody is moved in by the server.
  await annaClass.getByRole('button', { name: 'Anul·la' }).click();
  await anna.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(annaClass.getByRole('button', { name: 'Reserva' })).toBeVisible();

  // Bernat's screen offers the place by itself; one tap takes it.
  await expect(bernatClass.getByTestId('places')).toHaveText('Queda 1 plaza · 1 en espera');
  const take = bernatClass.getByRole('button', { name: 'Coger la plaza' });
  await expect(take).toBeVisible();
  await shoot(bernat, testInfo, 'book-take-place-es');
  await take.click();
  await expect(bernatClass.getByText('Estás dentro')).toBeVisible();
  await expect(bernatClass.getByTestId('places')).toHaveText(/Completa/);

  // At 09:50 (attendance opens 15 minutes before the class) the trainer marks Bernat as come, and
  // Bernat's calendar shows the day as trained.
  await server.advanceClock(50);
  const trainer = await signedInPage(
    browser,
    testInfo,
    server.origin,
    TRAINER,
    new Date(Date.parse(E2E_NOW) + 50 * 60_000),
  );
  await trainer.goto(`/book/gymnastics/${TODAY}`);
  await trainer
    .getByRole('article', { name: /10:00/ })
    .getByRole('link', { name: 'Fitxa de la classe' })
    .click();
  const attended = trainer.getByRole('checkbox', { name: 'Ha vingut' });
  // The box follows the server's answer, so wait for it rather than expect an instant toggle.
  await attended.click();
  await expect(attended).toBeChecked();
  await shoot(trainer, testInfo, 'trainer-sheet-ca');
  await bernat.goto('/calendar');
  await expect(bernat.getByRole('button', { name: /23 de noviembre/ })).toHaveAttribute(
    'data-state',
    'validated',
  );
  await shoot(bernat, testInfo, 'calendar-es');
});

test("after a server restart, a booking made meanwhile reaches the other member's screen without a reload", async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const server = new OwnServer(PORT);
  await server.start();
  const anna = await signedInPage(browser, testInfo, server.origin, ANNA);
  // Anna's socket goes through a gate: shut, her reconnect attempts are turned away, so Bernat's
  // booking happens while she hears nothing (the 2-in-5 case of the issue, made certain). Only
  // catching up on reconnect can then bring her screen up to date.
  let gateOpen = true;
  await anna.context().routeWebSocket(/\/stream$/, (ws) => {
    if (gateOpen) ws.connectToServer();
    else void ws.close();
  });
  const bernat = await signedInPage(browser, testInfo, server.origin, BERNAT);
  await Promise.all([anna, bernat].map((p) => p.goto(`/book/crossfit/${TODAY}`)));
  await expect(anna.getByRole('article', { name: /17:00/ }).getByTestId('places')).toBeVisible();
  const before = await placesOf(anna, '17:00');
  let navigations = 0;
  anna.on('framenavigated', (frame) => {
    if (frame === anna.mainFrame()) navigations++;
  });

  gateOpen = false;
  await server.restart();
  const bernatClass = bernat.getByRole('article', { name: /17:00/ });
  await bernatClass.getByRole('button', { name: 'Reservar' }).click();
  await expect(bernatClass.getByText('Estás dentro')).toBeVisible();
  // Nothing told Anna yet: her screen still shows the places as they were.
  expect(await placesOf(anna, '17:00')).toBe(before);

  gateOpen = true;
  // Her next attempt (every 5 s) connects, and the screen catches up by itself.
  await expect.poll(() => placesOf(anna, '17:00'), { timeout: 30_000 }).toBe(before - 1);
  expect(navigations).toBe(0);
  await shoot(anna, testInfo, 'book-after-restart-ca');
});

test('a member whose access token expired while the phone slept taps book and it works, no login screen', async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  const server = new OwnServer(PORT);
  await server.start();
  const anna = await signedInPage(browser, testInfo, server.origin, ANNA);
  await anna.goto(`/book/crossfit/${TODAY}`);
  const card = anna.getByRole('article', { name: /17:00/ });
  await expect(card.getByRole('button', { name: 'Reserva' })).toBeVisible();
  const joins: number[] = [];
  anna.on('response', (response) => {
    if (/\/api\/classes\/\d+\/join$/.test(response.url())) joins.push(response.status());
  });
  // The screen has settled (its catch-up fetch after subscribing included): the tap is the first
  // call after the sleep.
  await anna.waitForLoadState('networkidle');
  // 20 minutes later on the server: the 15-minute access token is spent, the refresh token is not.
  await server.advanceClock(20);
  await card.getByRole('button', { name: 'Reserva' }).click();
  await expect(card.getByText('Hi ets')).toBeVisible();
  // The spent token was refused once; the session was renewed and the same tap replayed.
  expect(joins).toEqual([401, 200]);
  await expect(anna).toHaveURL(new RegExp(`/book/crossfit/${TODAY}$`));
  await shoot(anna, testInfo, 'book-after-expiry-ca');
});
