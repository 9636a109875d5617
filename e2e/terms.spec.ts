import { expect, test } from '@playwright/test';
import { addMondayClass, disposeOwnServers, OwnServer, signedInPage } from './support/own-server';
import { shoot } from './support/screenshots';

// Publishing terms asks every member of the box again: a server of the test's own, so the other
// tests' members are not asked (docs/product.md, Terms).
const PORT = 3621;
const ADMIN = { cin: '00000000T', password: 'boxbook-admin', lang: 'ca' } as const;
const MEMBER = { cin: '12345678Z', password: 'boxbook-member', lang: 'es' } as const;
const TODAY = '2026-11-23';

test.afterEach(() => disposeOwnServers());

test('an admin publishes version 2 of the terms; a member is asked before booking, accepts and books', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const server = new OwnServer(PORT);
  await server.start();
  await addMondayClass(server.origin, '20:30', '21:30', 12);

  // 1. The admin writes version 2 from version 1's text, in both languages, and publishes it.
  const admin = await signedInPage(browser, testInfo, server.origin, ADMIN);
  await admin.goto('/admin/condicions');
  await expect(admin.getByRole('heading', { name: 'Nova versió (2)' })).toBeVisible();
  const catalan = admin.getByLabel('Text en català');
  const spanish = admin.getByLabel('Text en castellà');
  await catalan.fill(`${await catalan.inputValue()}\n6. Respectaré els horaris i el material del box.`);
  await spanish.fill(`${await spanish.inputValue()}\n6. Respetaré los horarios y el material del box.`);
  await admin.getByRole('button', { name: 'Publicar la nova versió' }).click();
  await expect(admin.getByRole('status')).toHaveText('Versió 2 publicada.');
  // Version 1 stays readable below the one in force.
  await expect(admin.getByText(/^Versió 1 ·/)).toBeVisible();
  await expect(admin.getByText(/^Versió 2 ·.*vigent/)).toBeVisible();
  await shoot(admin, testInfo, 'terms-admin-ca');

  // 2. The member, who accepted version 1, is asked to accept version 2 above the booking screen.
  const member = await signedInPage(browser, testInfo, server.origin, MEMBER);
  await member.goto(`/book/gymnastics/${TODAY}`);
  const prompt = member.getByTestId('terms-prompt');
  await expect(prompt.getByRole('heading', { name: 'Condiciones del box (versión 2)' })).toBeVisible();
  await expect(
    prompt.getByText('Respetaré los horarios y el material del box.', { exact: false }),
  ).toBeVisible();
  await shoot(member, testInfo, 'terms-prompt-es');
  await prompt.getByRole('button', { name: 'Acepto las condiciones (versión 2)' }).click();
  await expect(prompt).toHaveCount(0);

  // 3. And books.
  const evening = member.getByRole('article', { name: /20:30/ });
  await evening.getByRole('button', { name: 'Reservar' }).click();
  await expect(evening.getByText('Estás dentro')).toBeVisible();
});
