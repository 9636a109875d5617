import { expect, test } from '@playwright/test';
import { apiLogin } from './support/api';
import { shoot } from './support/screenshots';
import { signedIn, signedInAdmin } from './support/sign-in';

// Monday 23 November 2026, 09:00 at the box (E2E_NOW): tomorrow's WOD comes out tonight at 20:00.
const TOMORROW = '2026-11-24';

test('the weekly timetable refuses the same class twice and asks before an overlap', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  // Thursday is outside the class window at E2E_NOW, and no other spec edits it.
  const trainer = await signedIn(
    browser,
    { cin: '11111111H', password: 'boxbook-trainer' },
    { language: 'ca' },
  );
  await trainer.goto('/admin/schedule');
  await trainer.getByRole('tab', { name: /^(Dj|Dijous)$/ }).click();
  const thursday = trainer.getByRole('tabpanel');
  await expect(thursday.getByRole('button', { name: 'Edita la classe de les 19:00' }).first()).toBeVisible();
  const dialog = trainer.getByRole('dialog');
  const addCrossfit = async (start: string, end: string) => {
    await trainer.getByRole('button', { name: 'Afegeix una classe' }).click();
    await dialog.getByLabel('Activitat').selectOption({ label: 'Crossfit' });
    await dialog.getByLabel('Inici').fill(start);
    await dialog.getByLabel('Final').fill(end);
    await dialog.getByRole('button', { name: 'Desa' }).click();
  };

  await addCrossfit('19:00', '20:00');
  await expect(dialog.getByRole('alert')).toHaveText(
    "Aquesta classe ja és a l'horari d'aquest dia (mateixa activitat i hores).",
  );
  await shoot(trainer, testInfo, 'timetable-duplicate-ca');
  await dialog.getByRole('button', { name: 'Tanca' }).click();
  await expect(dialog).toBeHidden();

  await addCrossfit('19:30', '20:30');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Coincideix en part amb la classe de 19:00 a 20:00 de la mateixa activitat. Vols desar-la igualment?',
  );
  await shoot(trainer, testInfo, 'timetable-overlap-ca');
  await dialog.getByRole('button', { name: 'Desa igualment' }).click();
  await expect(dialog).toBeHidden();
  await expect(thursday.getByRole('button', { name: 'Edita la classe de les 19:30' }).first()).toBeVisible();

  // Taken out again, as the box had it.
  await trainer.getByRole('button', { name: 'Esborra la classe de les 19:30' }).first().click();
  await trainer.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(trainer.getByRole('button', { name: 'Edita la classe de les 19:30' })).toHaveCount(0);
});

test("tomorrow's WOD is not out for members before 20:00, staff see it whole", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await signedIn(
    browser,
    { cin: '12345678Z', password: 'boxbook-member' },
    { language: 'ca', screen: 'phone' },
  );
  await member.goto(`/whiteboard/${TOMORROW}`);
  await expect(
    member.getByText(
      "El WOD d'aquest dia encara no s'ha publicat: es publica el dilluns, 23 de novembre a les 20:00.",
    ),
  ).toBeVisible();
  await shoot(member, testInfo, 'wod-not-published-ca');
  const { auth: memberAuth } = await apiLogin(request, '12345678Z', 'boxbook-member');
  const hidden = await (
    await request.get(`/api/wod/findByWhen/${Date.parse(`${TOMORROW}T12:00:00Z`)}`, { headers: memberAuth })
  ).json();
  expect(hidden).toMatchObject({ when: TOMORROW, wbs: [], publishesAt: '2026-11-23T19:00:00.000Z' });

  const trainer = await signedIn(browser, { cin: '11111111H', password: 'boxbook-trainer' });
  await trainer.goto(`/admin/wod?date=${TOMORROW}`);
  await expect(trainer.getByRole('listitem', { name: 'Bloque a', exact: true })).toBeVisible();
  const admin = await signedInAdmin(browser);
  await admin.goto('/admin/settings');
  await expect(admin.getByLabel('Publicación del WOD (horas antes del día)')).toHaveValue('4');
  await shoot(admin, testInfo, 'settings-wod-hours-es');
});
