import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { shoot } from './support/screenshots';
import { signedInAdmin } from './support/sign-in';

test('an admin opens the reports, sees the charts and downloads a CSV', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const page = await signedInAdmin(browser);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Zona de administración' })
    .getByRole('link', { name: 'Informes' })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Informes', level: 1 })).toBeVisible();

  for (const chart of ['Por semana', 'Ingresos de cada mes', 'Socios activos de cada tarifa'])
    await expect(page.getByRole('figure', { name: chart })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Riesgo de baja' })).toBeVisible();
  await expect(
    page.getByText(/socios? activos? sin ninguna reserva en 14 días|Todos los socios activos/),
  ).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV: Asistencia' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^attendance-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header] = csv.replace(/^\ufeff/, '').split('\n');
  expect(header).toBe('by,period,classes,booked,attended,no_shows');

  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await shoot(page, testInfo, 'admin-reports-es');
  await page.context().close();

  // The same screen on a phone, for the eye (this test runs in the desktop project only).
  const phone = await signedInAdmin(browser, { screen: 'phone' });
  await phone.goto('/admin/reports');
  await expect(phone.getByRole('figure', { name: 'Por semana' })).toBeVisible();
  await shoot(phone, testInfo, 'admin-reports-phone-es');
  await phone.context().close();
});
