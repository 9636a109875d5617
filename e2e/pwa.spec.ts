import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  AppServer,
  copyOfWebDist,
  DEMO,
  persistentContext,
  serviceWorkerInControl,
  signedInContext,
} from './support/pwa-server';
import { shoot } from './support/screenshots';

// The installable app (see docs/product.md, Installing the app), on servers of the spec's own: one
// that a member books on, one whose built app is rewritten as a new build would.
let server: AppServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await AppServer.start();
});
test.afterAll(async () => server?.dispose());

test('the manifest and the service worker make the app installable in Chromium', async ({
  browserName,
}, testInfo) => {
  test.skip(browserName !== 'chromium', "Chromium's install criteria");
  test.setTimeout(120_000);
  const context = await persistentContext(server.origin, testInfo);
  try {
    const page = await context.newPage();
    await page.goto('/schedule');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({
      name: 'Boxbook CrossFit',
      short_name: 'Boxbook',
      display: 'standalone',
      start_url: '/profile',
      theme_color: '#111827',
    });
    const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map(
      (i) => `${i.sizes} ${i.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons as { src: string }[])
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

    await serviceWorkerInControl(page);
    // Chromium's own verdict: what it would refuse to install, nothing.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('after a first visit the app opens offline: the schedule, the WOD, my bookings, the timer and the plate calculator, with a banner', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  // The member's next booking: tonight's first class with a place.
  const { userId } = await server.tokenOf(DEMO.member);
  const classes = await server.call<{ id: number; startTime: string; activity: { key: string } }[]>(
    DEMO.member,
    'GET',
    '/api/classes?date=2026-11-23',
  );
  const evening = classes.find((c) => new Date(c.startTime) > new Date('2026-11-23T16:00:00Z'));
  expect(evening).toBeDefined();
  await server.call(DEMO.member, 'POST', `/api/classes/${evening?.id}/join`, { userId });

  const page = await signedInContext(browser, server.origin, DEMO.member, 'ca');
  await serviceWorkerInControl(page);
  await expect(page.getByText(/23\/11/).first()).toBeVisible();
  await page.goto('/schedule');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await page.goto('/timer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.context().setOffline(true);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'Sense connexió' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, testInfo, 'offline-timer');

  await page.goto('/schedule');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await shoot(page, testInfo, 'offline-schedule');

  await page.goto('/profile');
  await expect(banner).toBeVisible();
  await expect(page.getByText(/23\/11/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'WOD del dia' })).toBeVisible();
  await shoot(page, testInfo, 'offline-profile');

  // The plate calculator, never opened online: its code came with the precached app.
  await page.goto('/tools');
  await expect(banner).toBeVisible();
  await page.getByLabel('Pes total (kg)').fill('100');
  await expect(page.getByTestId('loaded')).toHaveText('Total a la barra: 100 kg');
  await shoot(page, testInfo, 'offline-tools');

  // A screen nothing was kept for says it needs the network, and loads once it is back.
  await page.goto('/config/your-movements');
  const needsNetwork = page.getByText('Aquesta pantalla necessita connexió');
  await expect(needsNetwork).toBeVisible();
  await page.context().setOffline(false);
  await expect(needsNetwork).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});

test('a new build takes over and reloads the page, but waits while a form is being typed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dist = copyOfWebDist();
  const ownServer = await AppServer.start(dist);
  /** A new build: the worker's bytes change (as its precache list does), its compressed copies go. */
  const publish = (build: number) => {
    const sw = path.join(dist, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// build ${build}\n`);
    rmSync(`${sw}.br`, { force: true });
    rmSync(`${sw}.gz`, { force: true });
  };
  const askForUpdate = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const context = await browser.newContext({ baseURL: ownServer.origin, locale: 'es-ES' });
  const page = await context.newPage();
  /** Whether the page is still the document it was when marked; a reload under way counts as not. */
  const sameDocument = () => page.evaluate(() => 'sameDocument' in window).catch(() => false);
  try {
    await page.goto('/contact');
    await serviceWorkerInControl(page);
    // Marks this document: a reload forgets it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    publish(2);
    await askForUpdate();
    await expect.poll(sameDocument, { timeout: 30_000 }).toBe(false);
    await serviceWorkerInControl(page);

    // Typing a message: the next build waits in the wings.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const message = page.getByLabel('Mensaje');
    await page.getByLabel('Nombre').fill('Laia');
    await page.getByLabel('Correo electrónico').fill('laia@example.com');
    await message.fill('Hola, ¿puedo probar una clase el sábado?');
    publish(3);
    await askForUpdate();
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      )
      .toBe(true);
    await page.waitForTimeout(2_500); // the app looks again every second: it must still hold back
    expect(await sameDocument()).toBe(true);
    await expect(message).toHaveValue('Hola, ¿puedo probar una clase el sábado?');

    // Once the message is sent, the update goes ahead: nothing typed is lost.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(sameDocument, { timeout: 30_000 }).toBe(false);
    await expect(page).toHaveURL(/\/contact$/);
  } finally {
    await context.close();
    await ownServer.dispose();
    rmSync(dist, { recursive: true, force: true });
  }
});
