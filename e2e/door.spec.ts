import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { fromOwnAddress, randomDni } from './support/members';
import { disposeOwnServers, OwnServer } from './support/own-server';
import { writeQrVideo } from './support/qr-video';
import { shoot } from './support/screenshots';
import { signInOnScreen } from './support/sign-in';

// The door (docs/product.md, Check-in at the door): a member shows the code on their phone, the
// tablet at the entrance reads it (here typed, as a hand scanner types what it reads) and says
// who came. The phone is the member's own screen; the door is a tablet, on the desktop project.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TABLET = { viewport: { width: 1280, height: 800 } };

/** A server of this spec's own for the live test, whose clock it knows (support/own-server.ts). */
const OWN_PORT = 3567;
const MONDAY = '2026-11-23';

test.afterEach(() => disposeOwnServers());

type Language = 'ca' | 'es';
interface NewMember {
  cin: string;
  password: string;
  name: string;
  surname: string;
}

async function newMember(request: APIRequestContext, name: string): Promise<NewMember> {
  const cin = randomDni();
  const member = { cin, password: 'soci-de-prova-1', name, surname: `Porta ${cin.slice(0, 4)}` };
  const res = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      ...member,
      email: `${cin}@example.com`,
      phone: '600111222',
      birth: '1990-01-01',
      sex: 'FEMININE',
    },
  });
  expect(res.ok()).toBe(true);
  return member;
}

/**
 * The server's clock now. It runs from the run's start (E2E_NOW) at real speed, so the phone is
 * set to it, as a phone's clock agrees with the box's. Asking moves it a minute ahead, which every
 * spec's plans already allow for (the run itself takes minutes).
 */
async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.post('/api/test/clock/advance', { data: { minutes: 1 } });
  expect(res.ok()).toBe(true);
  return new Date((await res.json()).now);
}

/** The member's phone, signed in, on their code; its clock at `at`, running. */
async function memberPhone(
  browser: Browser,
  member: { cin: string; password: string },
  language: Language,
  at: Date,
  baseURL?: string,
): Promise<Page> {
  const context = await browser.newContext({
    locale: `${language}-ES`,
    ...PHONE,
    ...(baseURL ? { baseURL } : {}),
  });
  await context.clock.install({ time: at });
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('boxbook.lang', lang), language);
  await signInOnScreen(page, member);
  await page.getByRole('link', { name: language === 'ca' ? /Codi d'entrada/ : /Código de entrada/ }).click();
  await expect(page.locator('[data-checkin-code]')).toBeVisible();
  return page;
}

/** A trainer at the tablet at the entrance, on `/door` unless told another screen. */
async function doorTablet(
  browser: Browser,
  language: Language,
  { baseURL, screen = '/door' }: { baseURL?: string; screen?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: `${language}-ES`,
    ...TABLET,
    ...(baseURL ? { baseURL } : {}),
  });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('boxbook.lang', lang), language);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill('11111111H');
  await page.locator('input[type=password]').fill('boxbook-trainer');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/(profile|admin)/);
  await page.goto(screen);
  // Ready for a hand scanner: the code field has the focus.
  if (screen === '/door') await expect(page.getByRole('textbox').first()).toBeFocused();
  return page;
}

const codeOn = async (phone: Page) =>
  (await phone.locator('[data-checkin-code]').getAttribute('data-checkin-code')) ?? '';

/** What a hand scanner does: types the code into the focused field, then Enter. */
async function scan(door: Page, code: string) {
  await door.keyboard.type(code);
  await door.keyboard.press('Enter');
}

test('a member checks in at the door with the code on their phone, once (Catalan)', async ({
  browser,
  request,
}, testInfo) => {
  const member = await newMember(request, 'Mireia');
  const phone = await memberPhone(browser, member, 'ca', await serverNow(request));
  await expect(phone.getByRole('img', { name: "Codi QR d'entrada al box" })).toBeVisible();
  await expect(phone.getByText(/Canvia en \d+ s/)).toBeVisible();
  await shoot(phone, testInfo, 'checkin-code-ca');

  const door = await doorTablet(browser, 'ca');
  await expect(door.getByText('A punt: ensenya el teu codi.')).toBeVisible();
  await expect(door.getByLabel('Codi (lector de mà o escrit)')).toBeFocused();
  await scan(door, await codeOn(phone));
  const result = door.locator('[data-outcome]');
  await expect(result).toContainText('Benvingut/da, Mireia!');
  await expect(result).toContainText(`Mireia ${member.surname}`);
  // A new member has no booking: staff are told, in words beside the amber.
  await expect(result).toContainText('No té cap reserva per a ara.');
  await shoot(door, testInfo, 'door-welcome-ca');

  // The same member scanned again: nothing more is recorded, and the door says so.
  await scan(door, await codeOn(phone));
  await expect(result).toContainText('Mireia ja havia entrat');
});

test('an old code is refused, and staff check a member in by name (Spanish)', async ({
  browser,
  request,
}, testInfo) => {
  const member = await newMember(request, 'Inmaculada');
  const now = await serverNow(request);
  // The phone two minutes behind shows a code a screenshot of then would show now.
  const phone = await memberPhone(browser, member, 'es', new Date(now.getTime() - 2 * 60_000));
  const old = await codeOn(phone);
  await expect(phone.getByRole('img', { name: 'Código QR de entrada al box' })).toBeVisible();
  await shoot(phone, testInfo, 'checkin-code-es');

  const door = await doorTablet(browser, 'es');
  await scan(door, old);
  const result = door.locator('[data-outcome]');
  await expect(result).toContainText('Entrada no registrada');
  await expect(result).toContainText('Este código ha caducado');
  await shoot(door, testInfo, 'door-refused-es');

  await door.getByLabel('Busca un socio por el nombre').fill(member.surname);
  await door.getByRole('button', { name: `${member.name} ${member.surname}` }).click();
  await expect(result).toContainText('¡Bienvenido/a, Inmaculada!');
  await expect(result).toContainText('No tiene ninguna reserva para ahora.');
});

test('a member with a booking checks in: the class sheet and the box TV show them come, live', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const server = new OwnServer(OWN_PORT);
  await server.start();
  const api = async (path: string, init: { body?: object; token?: string } = {}) => {
    const res = await fetch(`${server.origin}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    expect(res.ok, `${path}: ${res.status}`).toBe(true);
    return res.json();
  };
  // The demo member with a plan books Monday's 9:30 Crossfit; the server's clock is just past 9:00.
  const member = { cin: '12345678Z', password: 'boxbook-member' };
  const login = await api('/api/auth/login', { body: member });
  const crossfit = await api('/api/activities/byName/crossfit');
  const classes = await api(`/api/classes?date=${MONDAY}&activityId=${crossfit.id}`, { token: login.jwt });
  const nineThirty = classes.find((c: { startTime: string }) => c.startTime.includes('T08:30'));
  expect(nineThirty, 'Crossfit at 9:30 on Monday').toBeTruthy();
  await api(`/api/classes/${nineThirty.id}/join`, { body: { userId: login.user.id }, token: login.jwt });
  const name = login.user.name as string;

  const sheet = await doorTablet(browser, 'ca', {
    baseURL: server.origin,
    screen: `/book/crossfit/${MONDAY}/${nineThirty.id}`,
  });
  const attended = sheet.locator('li', { hasText: name }).getByRole('checkbox', { name: 'Ha vingut' });
  await expect(attended).not.toBeChecked();
  const tv = await sheet.context().newPage();
  await tv.goto('/tv');
  await expect(tv.getByText(/Crossfit · 09:30/i)).toBeVisible();
  await expect(tv.getByText('Ja és aquí')).toHaveCount(0);

  const now = new Date((await api('/api/test/clock/advance', { body: { minutes: 1 } })).now);
  const phone = await memberPhone(browser, member, 'ca', now, server.origin);
  const door = await sheet.context().newPage();
  await door.goto('/door');
  await expect(door.getByRole('textbox').first()).toBeFocused();
  await scan(door, await codeOn(phone));
  const result = door.locator('[data-outcome="ok"]');
  await expect(result).toContainText(`Benvingut/da, ${name}!`);
  await expect(result).toContainText(/Classe: Crossfit a les 09:30/i);
  await shoot(door, testInfo, 'door-booked-ca');

  // Nobody reloads the sheet or the TV: the check-in reaches them live.
  await expect(attended).toBeChecked();
  await expect(tv.getByText('1 ha arribat')).toBeVisible();
  await shoot(tv, testInfo, 'tv-arrived-ca');
});

test('the door reads the code from its camera (Spanish)', async ({ browser, request }, testInfo) => {
  const member = await newMember(request, 'Remedios');
  const phone = await memberPhone(browser, member, 'es', await serverNow(request));
  // The tablet's camera films the phone's screen: Chromium's fake camera plays a picture of it.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-door-'));
  const video = path.join(dir, 'phone.y4m');
  writeQrVideo(video, await codeOn(phone));
  const launch = testInfo.project.use.launchOptions ?? {};
  const tablet = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const door = await doorTablet(tablet, 'es', { baseURL: testInfo.project.use.baseURL });
    await expect(door.getByText('Acerca el código QR a la cámara.')).toBeVisible();
    const result = door.locator('[data-outcome]');
    await expect(result).toContainText('¡Bienvenido/a, Remedios!');
    await shoot(door, testInfo, 'door-camera-es');
  } finally {
    await tablet.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
