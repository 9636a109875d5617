import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { disposeOwnServers, OwnServer, signedInPage } from './support/own-server';
import { shoot } from './support/screenshots';

// Editing the shop changes what every other test's shop shows: a server of the test's own.
const PORT = 3488;
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

/** The public shop as a visitor reading Catalan sees it. */
async function openShop(browser: Browser, origin: string): Promise<Page> {
  const visitor = await browser.newContext({ baseURL: origin, locale: 'ca-ES', serviceWorkers: 'block' });
  const shop = await visitor.newPage();
  await shop.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await shop.goto('/shop');
  await expect(shop.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return shop;
}

test('an admin renames a product in both languages and reprices it; the shop follows, and loses it once disabled', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = new OwnServer(PORT);
  await server.start();
  const admin = await signedInPage(browser, testInfo, server.origin, ADMIN);

  await admin.goto('/admin/catalog/products');
  await expect(admin.getByRole('heading', { name: 'Catàleg' })).toBeVisible();
  await shootBoth(admin, testInfo, 'admin-catalog-products');

  const table = admin.getByRole('table', { name: 'Productes' });
  await table.getByRole('button', { name: 'Edita: Magnesi en pols 250 g' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Nom (català)').fill('Magnesi líquid 100 ml');
  await dialog.getByLabel('Nom (castellà)').fill('Magnesio líquido 100 ml');
  await dialog.getByLabel('Preu (€)').fill('12.50');
  await shootBoth(admin, testInfo, 'admin-catalog-product-dialog');
  await dialog.getByRole('button', { name: 'Desa' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Magnesi líquid 100 ml')).toBeVisible();

  const shop = await openShop(browser, server.origin);
  const card = shop.getByRole('article').filter({ hasText: 'Magnesi líquid 100 ml' });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/12,50\s€/);
  await expect(shop.getByText('Magnesi en pols 250 g')).toHaveCount(0);

  // Disabled: off the shop, still in the admin's list (receipts may name it).
  await table.getByRole('button', { name: 'Edita: Magnesi líquid 100 ml' }).click();
  await dialog.getByLabel('Activa').uncheck();
  await dialog.getByRole('button', { name: 'Desa' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Magnesi líquid 100 ml' })).toContainText(
    'Desactivada',
  );
  await shop.reload();
  await expect(shop.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(shop.getByText('Magnesi líquid 100 ml')).toHaveCount(0);
  await shoot(shop, testInfo, 'shop-after-disable');

  // The other kinds read as well on both sizes: activities with their colour, the plan dialog.
  await admin.goto('/admin/catalog');
  await expect(admin.getByRole('table', { name: 'Activitats' })).toBeVisible();
  await shootBoth(admin, testInfo, 'admin-catalog-activities');
  await admin
    .getByRole('table', { name: 'Activitats' })
    .getByRole('button', { name: 'Edita: Crossfit' })
    .click();
  await expect(admin.getByRole('dialog').getByLabel('Color')).toBeVisible();
  await shootBoth(admin, testInfo, 'admin-catalog-activity-dialog');
});

/** An 8×8 teal PNG, enough for the server to re-encode as the product's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgL8vDihiGlgQApWE8wfekj3cAAAAASUVORK5CYII=',
  'base64',
);

test('an admin adds a product with its picture on the create form, and another without one that gets it afterwards', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = new OwnServer(PORT - 1);
  await server.start();
  const admin = await signedInPage(browser, testInfo, server.origin, ADMIN);
  await admin.goto('/admin/catalog/products');
  const table = admin.getByRole('table', { name: 'Productes' });
  const dialog = admin.getByRole('dialog');
  const addProduct = async (nameCa: string, nameEs: string, picture: boolean) => {
    await admin.getByRole('button', { name: 'Afegeix un producte' }).click();
    await dialog.getByLabel('Nom (català)').fill(nameCa);
    await dialog.getByLabel('Nom (castellà)').fill(nameEs);
    await dialog.getByLabel('Preu (€)').fill('15');
    if (picture) {
      await dialog.getByLabel('Puja una imatge').setInputFiles({
        name: 'guants.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await expect(dialog.getByRole('img', { name: 'Imatge actual' })).toBeVisible();
      await shootBoth(admin, testInfo, 'admin-catalog-new-product');
    }
    await dialog.getByRole('button', { name: 'Desa' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByText(nameCa)).toBeVisible();
  };
  await addProduct('Guants de gimnàs', 'Guantes de gimnasio', true);
  await addProduct('Bidó', 'Bidón', false);

  const shop = await openShop(browser, server.origin);
  const gloves = shop.getByRole('article').filter({ hasText: 'Guants de gimnàs' });
  await expect(gloves.locator('img')).toHaveAttribute('src', /^\/uploads\/products\/\d+-[0-9a-f]{12}\.webp$/);
  const bottle = shop.getByRole('article').filter({ hasText: 'Bidó' });
  await expect(bottle).toBeVisible();
  await expect(bottle.locator('img')).toHaveCount(0);
  await shoot(shop, testInfo, 'shop-product-without-picture');

  // The picture added afterwards, from the edit form: uploaded at once.
  await table.getByRole('button', { name: 'Edita: Bidó' }).click();
  await dialog
    .getByLabel('Puja una imatge')
    .setInputFiles({ name: 'bido.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByLabel('Adreça de la imatge (opcional)')).toHaveValue(/^\/uploads\/products\//);
  await dialog.getByRole('button', { name: 'Tanca' }).click();
  await expect(dialog).toBeHidden();
  await shop.reload();
  await expect(bottle.locator('img')).toHaveAttribute('src', /^\/uploads\/products\//);
});
