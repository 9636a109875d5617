import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';
import { signInOnScreen } from './support/sign-in';

// The door (docs/product.md, Check-in at the door): a member shows the code on their phone, the
// tablet at the entrance reads it (here typed, as a hand scanner types what it reads) and says
// who came. The phone is the member's own screen; the door is a tablet, on the desktop project.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const TABLET = { viewport: { width: 1280, height: 800 } };

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
async function memberPhone(browser: Browser, member: NewMember, language: Language, at: Date): Promise<Page> {
  const context = await browser.newContext({ locale: `${language}-ES`, ...PHONE });
  await context.clock.install({ time: at });
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('boxbook.lang', lang), language);
  await signInOnScreen(page, member);
  await page.getByRole('link', { name: language === 'ca' ? /Codi d'entrada/ : /Código de entrada/ }).click();
  await expect(page.locator('[data-checkin-code]')).toBeVisible();
  return page;
}

/** The tablet at the entrance, opened by a trainer. */
async function doorTablet(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: `${language}-ES`, ...TABLET });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('boxbook.lang', lang), language);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill('11111111H');
  await page.locator('input[type=password]').fill('boxbook-trainer');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/(profile|admin)/);
  await page.goto('/door');
  // Ready for a hand scanner: the code field has the focus.
  await expect(page.getByRole('textbox').first()).toBeFocused();
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
