import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

const ADMIN = { cin: '00000000T', password: 'boxbook-admin' } as const;

test('a member reads and downloads their personal data, asks for deletion; an admin anonymises and the login is refused', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const cin = randomDni();
  const password = 'dades-personals-1';
  const signup = await page.request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password,
      name: 'Berta',
      surname: 'Roig Mas',
      email: `berta.${cin}@example.com`,
      phone: '+34 655 222 333',
      birth: '1991-02-03',
      sex: 'FEMININE',
    },
  });
  expect(signup.ok()).toBe(true);
  const userId = (await signup.json()).user.id as number;

  await page.clock.setFixedTime(new Date(E2E_NOW));
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'es'));
  await page.goto('/auth/login');
  await page.getByLabel('DNI o NIE').fill(cin);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/config');
  await page.getByRole('link', { name: /Tus datos personales/ }).click();
  await expect(page).toHaveURL(/\/config\/personal-data$/);
  const account = page.getByRole('region', { name: 'Cuenta' });
  await expect(account.getByText('Berta Roig Mas')).toBeVisible();
  await expect(account.getByText(cin, { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'personal-data');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, testInfo, 'personal-data-desktop-width');
  await page.setViewportSize({ width: 390, height: 844 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar en JSON' }).click(),
  ]);
  const file = await download.path();
  const json = JSON.parse(await readFile(file, 'utf8'));
  expect(json.user).toMatchObject({ id: userId, name: 'Berta', surname: 'Roig Mas', cin });

  // A wrong password is refused in the member's language; the right one files the request.
  const passwordField = page.getByLabel('Contraseña');
  await passwordField.fill('no-es-esta');
  await page.getByRole('button', { name: 'Pedir que se borre la cuenta' }).click();
  await expect(page.getByRole('alert')).toContainText('contraseña');
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Pedir que se borre la cuenta' }).click();
  await expect(page.getByRole('status')).toContainText('Has pedido que se borre tu cuenta');
  await shoot(page, testInfo, 'personal-data-requested');

  // The admin sees the request (the API and the screen) and carries it out from the screen.
  const { auth: admin } = await apiLogin(page.request, ADMIN.cin, ADMIN.password);
  const requests = await page.request.get('/api/deletion-requests', { headers: admin });
  expect((await requests.json()).map((r: { userId: number }) => r.userId)).toContain(userId);
  const adminPhone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const desk = await adminPhone.newPage();
  await desk.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'es'));
  await desk.goto(`${testInfo.project.use.baseURL}/auth/login`);
  await desk.getByLabel('DNI o NIE').fill(ADMIN.cin);
  await desk.getByLabel('Contraseña').fill(ADMIN.password);
  await desk.getByRole('button', { name: 'Entrar' }).click();
  await expect(desk).toHaveURL(/\/profile$/);
  await desk.goto(`${testInfo.project.use.baseURL}/admin/deletion-requests`);
  const list = desk.getByRole('list', { name: 'Solicitudes de borrar la cuenta' });
  const item = list.getByRole('listitem').filter({ hasText: 'Berta Roig Mas' });
  await expect(item).toBeVisible();
  await shoot(desk, testInfo, 'deletion-requests-admin');
  await item.getByRole('button', { name: 'Borrar y anonimizar' }).click();
  const confirm = desk.getByRole('dialog', { name: '¿Borrar la cuenta de Berta Roig Mas?' });
  await confirm.getByRole('button', { name: 'Sí' }).click();
  await expect(list.getByText('Berta Roig Mas')).toHaveCount(0);
  await adminPhone.close();
  const user = await page.request.get(`/api/users/${userId}`, { headers: admin });
  expect(await user.json()).toMatchObject({ name: 'Deleted', surname: 'member', status: 'INACTIVE' });

  // The member's sign-in is refused from now on, on the API and on the login page of a fresh phone.
  const refused = await page.request.post('/api/auth/login', { data: { cin, password } });
  expect(refused.status()).toBe(401);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const again = await phone.newPage();
  await again.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'es'));
  await again.goto(`${testInfo.project.use.baseURL}/auth/login`);
  await again.getByLabel('DNI o NIE').fill(cin);
  await again.getByLabel('Contraseña').fill(password);
  await again.getByRole('button', { name: 'Entrar' }).click();
  await expect(again.getByRole('alert')).toHaveText('El DNI/NIE o la contraseña no son correctos.');
  await phone.close();
});
