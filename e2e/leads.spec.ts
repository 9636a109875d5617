import { expect, test } from '@playwright/test';
import { apiGet } from './support/api';
import { fromOwnAddress } from './support/members';
import { shoot } from './support/screenshots';

// The box's leads at the desk (docs/product.md, The first visit): a visitor's trial shows as
// "trial booked"; "lost" moves them to the lost filter and back; "make a member" opens the sign-up
// filled in with what the box knows.
const NO = Object.fromEntries(
  [
    'heart_condition',
    'chest_pain_activity',
    'chest_pain_rest',
    'dizziness',
    'bone_joint',
    'blood_pressure_drugs',
    'other_reason',
  ].map((key) => [key, false]),
);

test('an admin follows a lead up: lost and back, and the pre-filled sign-up', async ({
  page,
  request,
}, testInfo) => {
  const unique = String(Date.now());
  const classes = await apiGet<{ id: number; bookable: boolean; placesLeft: number }[]>(
    request,
    '/api/visits/classes?date=2026-11-23',
  );
  const open = classes.filter((c) => c.bookable && c.placesLeft > 0).at(-1);
  if (!open) throw new Error('no class open to try');
  const booked = await request.post('/api/visits/trial', {
    headers: fromOwnAddress(),
    data: {
      classId: open.id,
      name: 'Oriol',
      surname: `Lead ${unique}`,
      email: `oriol.${unique}@example.com`,
      phone: `7${unique.slice(-8)}`,
      parq: { ...NO, bone_joint: true },
      healthConsent: true,
      termsAccepted: true,
      language: 'es',
    },
  });
  await expect(booked).toBeOK();

  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'es'));
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill('00000000T');
  await page.locator('input[type=password]').fill('boxbook-admin');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/admin/leads');
  const row = page.getByRole('row', { name: new RegExp(`Lead ${unique}`) });
  await expect(row).toContainText('Prueba reservada');
  await expect(row).toContainText('PAR-Q: algún sí');
  await shoot(page, testInfo, 'admin-leads-es');

  await row.getByRole('button', { name: 'Perdido (Oriol)' }).click();
  await expect(row).toContainText('Perdido');
  await page.getByRole('button', { name: 'Perdido', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Lead ${unique}`) })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(`Lead ${unique}`) })
    .getByRole('button', { name: 'Recupera (Oriol)' })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(`Lead ${unique}`) })).toHaveCount(0);

  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  const link = page
    .getByRole('row', { name: new RegExp(`Lead ${unique}`) })
    .getByRole('link', { name: 'Hazlo socio (Oriol): el alta ya rellenada' });
  const href = (await link.getAttribute('href')) ?? '';
  const signup = new URL(href);
  expect(signup.pathname).toBe('/auth/signup');
  expect(signup.searchParams.get('email')).toBe(`oriol.${unique}@example.com`);
});
