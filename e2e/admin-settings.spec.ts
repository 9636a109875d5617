import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { fromOwnAddress } from './support/members';
import { disposeOwnServers, OwnServer, signedInPage } from './support/own-server';
import { shoot } from './support/screenshots';

// The settings change the whole box's config: a server of the test's own, so no other test sees it.
const PORT = 3470;
const ADMIN = { cin: '00000000T', password: 'boxbook-admin', lang: 'ca' } as const;

test.afterEach(() => disposeOwnServers());

/** The same screen at a phone's size too: the back office is used at the whiteboard as well. */
async function shootBoth(page: Page, testInfo: TestInfo, name: string) {
  await shoot(page, testInfo, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, testInfo, `${name}-phone-size`);
  if (size) await page.setViewportSize(size);
}

test("an admin changes the box's phone, answers a contact message and previews a broadcast", async ({
  browser,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = new OwnServer(PORT);
  await server.start();
  const visitor = await playwright.request.newContext({ baseURL: server.origin });
  const written = await visitor.post('/api/contact', {
    headers: fromOwnAddress(),
    data: { name: 'Marta Soler', email: 'marta@example.com', message: 'Puc venir a provar dijous?' },
  });
  expect(written.status()).toBe(201);

  const admin = await signedInPage(browser, testInfo, server.origin, ADMIN);

  // 1. The settings: the new phone reaches the public contact page without any redeploy.
  await admin.goto('/admin/settings');
  const phone = admin.getByLabel('Telèfon del box');
  const save = admin.getByRole('button', { name: 'Desa els canvis' });
  await expect(save).toBeDisabled();
  await phone.fill('+34 931 999 888');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(admin.getByRole('status')).toHaveText('Canvis desats.');
  await shootBoth(admin, testInfo, 'admin-settings');

  const reader = await browser.newContext({
    baseURL: server.origin,
    locale: 'ca-ES',
    serviceWorkers: 'block',
  });
  const contact = await reader.newPage();
  await contact.goto('/contact');
  await expect(contact.getByRole('link', { name: '+34 931 999 888' })).toHaveAttribute(
    'href',
    'tel:+34931999888',
  );
  await reader.close();

  // 2. The contact inbox: the message waits, is marked handled, and shows who handled it.
  await admin.goto('/admin/contact');
  const table = admin.getByRole('table', { name: 'Missatges de contacte' });
  await expect(table.getByText('Puc venir a provar dijous?')).toBeVisible();
  await shootBoth(admin, testInfo, 'admin-contact');
  await table.getByRole('button', { name: 'Marca com a atès el missatge de Marta Soler' }).click();
  await expect(admin.getByText('Puc venir a provar dijous?')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Tots' }).click();
  const row = table.getByRole('row').filter({ hasText: 'Marta Soler' });
  await expect(row.getByText('Atès', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Torna a pendent el missatge de Marta Soler' })).toBeVisible();

  // 3. The broadcast: previewed as a phone shows it, and asked about before it goes.
  await admin.goto('/admin/broadcast');
  await admin.getByLabel('Missatge').fill('Dijous el box obre a les 7 del matí.');
  const preview = admin.getByRole('figure', { name: 'Així es veurà al mòbil' });
  await expect(preview).toContainText('Boxbook CrossFit');
  await expect(preview).toContainText('Dijous el box obre a les 7 del matí.');
  await shootBoth(admin, testInfo, 'admin-broadcast');
  await admin.getByRole('button', { name: 'Envia a tothom' }).click();
  const confirm = admin.getByRole('dialog', { name: "Enviar l'avís a tothom?" });
  await expect(confirm).toContainText('Dijous el box obre a les 7 del matí.');
  await shoot(admin, testInfo, 'admin-broadcast-confirm');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await visitor.dispose();
});
