import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import {
  AppServer,
  DEMO,
  persistentContext,
  serviceWorkerInControl,
  signedInContext,
  signIn,
} from './support/pwa-server';
import { shoot } from './support/screenshots';

// The notification toggle, the live staff chat and the calendar feed, on a server of
// the spec's own (devices are counted, messages and bookings made).
let server: AppServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await AppServer.start();
});
test.afterAll(async () => server?.dispose());

/** How many devices a broadcast reaches now (the admin's answer to sending one). */
const devices = async () =>
  (
    await server.call<{ devices: number }>(DEMO.admin, 'POST', '/api/notifications/broadcast', {
      message: 'Prova',
    })
  ).devices;

test('the toggle subscribes this device with the permission granted, and logout unsubscribes it', async ({
  browserName,
}, testInfo) => {
  test.skip(browserName !== 'chromium', 'a Chromium profile on disk');
  test.setTimeout(150_000);
  // Not incognito (Chromium has no Push API there), with the permission given. The vendors' push
  // service cannot be reached from this closed network, so the browser's subscribe hands out a
  // subscription as that service would; the permission, the worker and our API are the real ones.
  const context = await persistentContext(server.origin, testInfo, {
    permissions: ['notifications'],
    locale: 'ca-ES',
  });
  await context.addInitScript(() => {
    const KEY = 'test.push-subscription';
    const subscription = (endpoint: string, key: string) => ({
      endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer,
      },
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: 'BOrz4D8jkb2aSKaLcE7gBwBFUZsA8VXaOQM2EZdX3Q8KAbJ4SbGNyMbw8whVTtEDaqCbJd1zXq4JqwmB3pTdIGQ',
          auth: 'k8JV6sjdbhAi1n3_LDBLvA',
        },
      }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    const stored = () =>
      JSON.parse(localStorage.getItem(KEY) ?? 'null') as { endpoint: string; key: string } | null;
    PushManager.prototype.getSubscription = async () => {
      const s = stored();
      return (s ? subscription(s.endpoint, s.key) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const bytes = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const key = btoa(String.fromCharCode(...bytes));
      const endpoint = `https://push.boxbook.test/send/${crypto.randomUUID()}`;
      localStorage.setItem(KEY, JSON.stringify({ endpoint, key }));
      return subscription(endpoint, key) as unknown as PushSubscription;
    };
  });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.member, 'ca');
    await serviceWorkerInControl(page);
    expect(await devices()).toBe(0);

    await page.goto('/config/your-account');
    const toggle = page.getByRole('switch', { name: 'Notificacions en aquest dispositiu' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(devices).toBe(1);
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await shoot(page, testInfo, 'account-notifications-ca');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await devices()).toBe(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.poll(devices).toBe(1);

    await page.goto('/config');
    await page.getByRole('button', { name: 'Tanca la sessió' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await devices()).toBe(0);
  } finally {
    await context.close();
  }
});

test('a member and a trainer chat live, each in their language', async ({ browser }, testInfo) => {
  test.setTimeout(150_000);
  const member = await signedInContext(browser, server.origin, DEMO.member, 'ca');
  const trainer = await signedInContext(browser, server.origin, DEMO.trainer, 'es');
  try {
    await member.goto('/config/chat');
    await trainer.goto('/admin/chat');
    await expect(trainer.getByRole('heading', { name: 'Mensajes de los socios' })).toBeVisible();

    await member.getByLabel('Missatge').fill('Hola! Dissabte puc portar un amic a provar?');
    await member.getByRole('button', { name: 'Envia' }).click();
    const memberLog = member.getByRole('log');
    await expect(memberLog.getByText('Hola! Dissabte puc portar un amic a provar?')).toBeVisible();

    // The trainer's inbox shows it without a reload, unread.
    const conversation = trainer.getByRole('link', { name: /Jordi Puig/ });
    await expect(conversation).toBeVisible();
    await expect(conversation.getByText('1 mensaje sin leer')).toBeAttached();
    await shoot(trainer, testInfo, 'chat-inbox-es');
    await conversation.click();
    const trainerLog = trainer.getByRole('log');
    await expect(trainerLog.getByText('Hola! Dissabte puc portar un amic a provar?')).toBeVisible();

    await trainer.getByLabel('Mensaje').fill('¡Claro! Que venga a las 10:00, la primera clase es gratis.');
    await trainer.keyboard.press('Enter');
    await expect(
      memberLog.getByText('¡Claro! Que venga a las 10:00, la primera clase es gratis.'),
    ).toBeVisible();
    await shoot(member, testInfo, 'chat-member-ca');
    await shoot(trainer, testInfo, 'chat-trainer-es');

    // Read on both sides: the inbox has nothing unread.
    await trainer.goto('/admin/chat');
    await expect(trainer.getByRole('link', { name: /Jordi Puig/ })).toBeVisible();
    await expect(trainer.getByText(/sin leer/)).toHaveCount(0);
  } finally {
    await member.context().close();
    await trainer.context().close();
  }
});

test("the calendar feed holds the member's next booking at the box's local time", async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const { userId } = await server.tokenOf(DEMO.member);
  const classes = await server.call<
    { id: number; startTime: string; activity: { key: string }; me: unknown }[]
  >(DEMO.member, 'GET', '/api/classes?date=2026-11-23');
  // Tonight's 19:00 class, whatever the machine's zone: the feed must say 19:00 at the box.
  const booked = classes.find(
    (c) => c.startTime === '2026-11-23T18:00:00.000Z' || c.startTime === '2026-11-23T18:00:00Z',
  );
  expect(booked, 'a 19:00 class in the demo timetable').toBeDefined();
  await server.call(DEMO.member, 'POST', `/api/classes/${booked?.id}/join`, { userId });

  const page = await signedInContext(browser, server.origin, DEMO.member, 'es');
  try {
    await page.goto('/config/your-account');
    await page.getByRole('button', { name: 'Crear la dirección del calendario' }).click();
    const address = page.getByLabel('Dirección del calendario');
    await expect(address).toHaveValue(/\/api\/calendarFeed\/[A-Za-z0-9_-]{43}\.ics$/);
    await shoot(page, testInfo, 'account-calendar-es');

    const response = await page.request.get(await address.inputValue());
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of calendar.getAllSubcomponents('vtimezone'))
      ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const start = vevent.getFirstProperty('dtstart');
      const event = new ICAL.Event(vevent);
      return {
        summary: event.summary,
        tzid: start?.getParameter('tzid'),
        local: event.startDate.toString(),
        instant: event.startDate.toJSDate().toISOString(),
      };
    });
    expect(events).toContainEqual({
      summary: expect.stringMatching(/crossfit/i),
      tzid: 'Europe/Madrid',
      local: '2026-11-23T19:00:00',
      instant: '2026-11-23T18:00:00.000Z',
    });
  } finally {
    await page.context().close();
  }
});
