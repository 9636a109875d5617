import { expect, type Page, test } from '@playwright/test';
import { ORANGE_PIXEL_PNG, randomDni } from './support/members';
import { shoot } from './support/screenshots';

async function inSpanish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'es'));
}

async function openConfig(page: Page) {
  await page.goto('/config');
  await expect(page.getByRole('navigation', { name: 'Configuración' })).toBeVisible();
}

async function logIn(page: Page, cin: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('DNI o NIE').fill(cin);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a new member signs up, edits their data, changes password and uploads an avatar', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await inSpanish(page);
  const cin = randomDni();
  const password = 'primera-contrasenya';

  await page.goto('/auth/signup');
  await shoot(page, testInfo, 'signup-es');
  await page.getByLabel('Nombre').fill('Jordi');
  await page.getByLabel('Apellidos').fill('Vilà Serra');
  await page.getByLabel('DNI o NIE').fill(cin);
  await page.getByLabel('Correo electrónico').fill(`jordi.${cin}@example.com`);
  await page.getByLabel('Teléfono').fill('+34 655 444 333');
  await page.getByLabel('Fecha de nacimiento').fill('1990-04-12');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  // The demo box has published its terms: the account is made with them accepted.
  await page.getByLabel('He leído y acepto las condiciones del box y el consentimiento informado').check();
  await page.getByRole('button', { name: 'Crear la cuenta' }).click();

  await expect(page).toHaveURL(/\/profile$/);
  // Sex was left empty, so the profile asks for it.
  const dialog = page.getByRole('dialog', { name: 'Completa el perfil' });
  await dialog.getByRole('button', { name: 'Hombre' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Jordi Vilà' })).toBeVisible();
  await shoot(page, testInfo, 'profile-es');

  // Log out and back in.
  await openConfig(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logIn(page, cin, password);

  // Edit personal data; it is still there after a reload (the session is restored from storage).
  await page.goto('/config/your-account');
  const phone = page.getByLabel('Teléfono');
  await phone.fill('+34 699 000 111');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page
    .getByRole('dialog', { name: 'Datos guardados' })
    .getByRole('button', { name: 'De acuerdo' })
    .click();
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue('+34 699 000 111');
  await shoot(page, testInfo, 'your-account-es');

  // Change the password and log in with the new one.
  await page.getByLabel('Contraseña actual').fill(password);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('segona-contrasenya');
  await page.getByLabel('Repite la contraseña nueva').fill('segona-contrasenya');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await page
    .getByRole('dialog', { name: 'Contraseña cambiada' })
    .getByRole('button', { name: 'De acuerdo' })
    .click();
  await openConfig(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await logIn(page, cin, 'segona-contrasenya');

  // Upload an avatar: the browser compresses it, the server stores a WebP.
  await openConfig(page);
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ORANGE_PIXEL_PNG });
  await expect(page.locator('main img').first()).toHaveAttribute(
    'src',
    /^\/uploads\/avatars\/\d+-[0-9a-f]{12}\.webp$/,
  );
  await shoot(page, testInfo, 'config-es');
});

test('the login explains a wrong password in Catalan', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/auth/login');
  await page.getByLabel('DNI o NIE').fill('12345678Z');
  await page.getByLabel('Contrasenya').fill('no-es-aquesta');
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('alert')).toHaveText('El DNI/NIE o la contrasenya no són correctes.');
  await shoot(page, testInfo, 'login-ca');
});

test('a demo admin sees the pro ring and the admin zone link', async ({ page }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/auth/login');
  await page.getByLabel('DNI o NIE').fill('00000000T');
  await page.getByLabel('Contrasenya').fill('boxbook-admin');
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('[data-pro="true"]')).toBeVisible();
  await shoot(page, testInfo, 'profile-admin-ca');
  await page.goto('/config');
  await expect(page.getByRole('link', { name: "Zona d'administració" })).toBeVisible();
  await shoot(page, testInfo, 'config-admin-ca');
});
