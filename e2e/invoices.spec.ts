import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { shoot } from './support/screenshots';
import { signedInAdmin } from './support/sign-in';

test('an admin opens the invoices, checks the billing chain and downloads a quarter for the accountant', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const page = await signedInAdmin(browser);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Zona de administración' })
    .getByRole('link', { name: 'Facturas' })
    .click();
  await expect(page).toHaveURL(/\/admin\/invoices$/);
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();

  // Other specs may issue invoices meanwhile: the count is whatever the chain holds, but whole.
  await page.getByRole('button', { name: 'Comprobar la cadena' }).click();
  await expect(page.getByText(/^La cadena está entera: \d+ registros? comprobados?\.$/)).toBeVisible();

  // The quarter just ended is offered first: 23 November 2026 is in Q4, so Q3.
  await expect(page.getByLabel('Trimestre')).toHaveValue('2026-Q3');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('facturas-2026-Q3.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeffNúmero;Tipo;Fecha de expedición;')).toBe(true);
  await shoot(page, testInfo, 'admin-invoices-es');
  await page.context().close();
});
