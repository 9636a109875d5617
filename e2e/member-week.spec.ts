import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AppServer, DEMO, persistentContext, serviceWorkerInControl, signIn } from './support/pwa-server';
import { shoot } from './support/screenshots';

// A member's week: a personal best that must not be lost, and a notification switch
// that must not say ON for a device the server never stored. On a server of the spec's own, so
// the shared demo member's lifts and devices stay as the other specs expect them.
let server: AppServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await AppServer.start();
});
test.afterAll(async () => server?.dispose());

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** How many devices a broadcast reaches now: the server's count of stored subscriptions. */
const devices = async () =>
  (
    await server.call<{ devices: number }>(DEMO.admin, 'POST', '/api/notifications/broadcast', {
      message: 'Prova',
    })
  ).devices;

test('a lower lift on the same day never replaces the better one unasked, and a rounded value is said first', async ({
  browserName,
}, testInfo) => {
  test.skip(browserName !== 'chromium', 'a Chromium profile on disk');
  test.setTimeout(120_000);
  const context = await persistentContext(server.origin, testInfo, { locale: 'ca-ES' });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.member, 'ca');
    await page.goto('/config/your-movements');
    await page.getByRole('button', { name: /^BS Back Squat/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Back Squat' });
    // Two days before the server's Monday 23 November.
    await dialog.getByLabel('Dia').fill('2026-11-21');
    await dialog.getByLabel('Marca (kg)').fill('102,456');
    await expect(
      dialog.getByText('Es desarà com a 102,46 kg: les marques es desen amb dos decimals.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Desa la marca' }).click();
    await expect(dialog.getByTestId('rm-value')).toHaveText('102,46 kg');

    await dialog.getByLabel('Marca (kg)').fill('97.5');
    await dialog.getByRole('button', { name: 'Desa la marca' }).click();
    const ask = page.getByRole('dialog', { name: "Vols substituir la marca d'aquell dia?" });
    await expect(ask).toContainText(
      "El 21/11/2026 ja tens 102,46 kg. Si la substitueixes per 97,5 kg, la marca més alta desapareix de l'historial.",
    );
    await expectAccessible(page);
    await shoot(page, testInfo, 'movement-replace-ask-ca');
    await ask.getByRole('button', { name: 'No' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog.getByTestId('rm-value')).toHaveText('102,46 kg');
    await expect(dialog.getByRole('button', { name: /^Esborra la marca/ })).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Desa la marca' }).click();
    await ask.getByRole('button', { name: 'Sí' }).click();
    await expect(dialog.getByTestId('rm-value')).toHaveText('97,5 kg');
    await expect(dialog.getByRole('button', { name: /^Esborra la marca/ })).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('the notification switch says ON only once the server stored this device, or says the push service did not answer', async ({
  browserName,
}, testInfo) => {
  test.skip(browserName !== 'chromium', 'a Chromium profile on disk');
  test.setTimeout(150_000);
  // Not incognito (Chromium has no Push API there), with the permission given, and the browser's
  // real push machinery: from this closed network its push service may never answer.
  const context = await persistentContext(server.origin, testInfo, {
    permissions: ['notifications'],
    locale: 'es-ES',
  });
  try {
    const page = await context.newPage();
    await signIn(page, DEMO.member, 'es');
    await serviceWorkerInControl(page);
    expect(await devices()).toBe(0);

    await page.goto('/config/your-account');
    const toggle = page.getByRole('switch', { name: 'Notificaciones en este dispositivo' });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    // Nothing is stored yet: the switch waits, OFF, and says so.
    await expect(page.getByText('Activando las notificaciones…')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await shoot(page, testInfo, 'account-notifications-turning-on-es');

    const noAnswer = page.getByRole('alert').filter({ hasText: 'no ha respondido' });
    const outcome = async () => {
      if ((await toggle.getAttribute('aria-checked')) === 'true') return 'stored';
      return (await noAnswer.count()) > 0 ? 'no answer' : 'waiting';
    };
    // The push service gets 10 s, the service worker up to 15 s before that.
    await expect.poll(outcome, { timeout: 30_000 }).not.toBe('waiting');
    if ((await outcome()) === 'stored') {
      expect(await devices()).toBe(1);
      await page.reload();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    } else {
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByText('Activando las notificaciones…')).toBeHidden();
      await expectAccessible(page);
      await shoot(page, testInfo, 'account-notifications-no-answer-es');
      expect(await devices()).toBe(0);
      await page.reload();
      await expect(toggle).toBeEnabled();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
  } finally {
    await context.close();
  }
});
