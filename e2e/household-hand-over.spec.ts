import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin } from './support/api';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';
import { signedInAdmin } from './support/sign-in';

/** An adult member of the test's own, signed up through the API. */
async function adult(request: APIRequestContext, name: string) {
  const cin = randomDni();
  const password = 'familia-canvi-1';
  const signup = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password,
      name,
      surname: 'Vidal Soler',
      email: `tutor.${cin}@example.com`,
      phone: '+34 655 444 555',
      birth: '1984-02-03',
      sex: 'FEMININE',
    },
  });
  expect(signup.ok()).toBe(true);
  return apiLogin(request, cin, password);
}

test('an admin hands a child to the other parent from the member page, on the desk (ca)', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const nuria = await adult(request, 'Núria');
  await adult(request, 'Jordina');
  const added = await request.post(`/api/users/${nuria.userId}/dependents`, {
    headers: nuria.auth,
    data: { name: 'Pau', surname: 'Vidal Soler', birth: '2016-05-10', consent: true },
  });
  expect(added.ok()).toBe(true);
  const pau = (await added.json()) as { id: number };

  const admin = await signedInAdmin(browser, { language: 'ca' });
  await admin.goto(`/admin/users/${pau.id}`);
  const family = admin.getByRole('region', { name: 'Família' });
  await expect(family.getByText('Tutor: Núria Vidal Soler')).toBeVisible();
  await family.getByRole('button', { name: 'Passa a un altre tutor' }).click();
  const pick = admin.getByRole('dialog', { name: 'Passar Pau Vidal Soler a un altre tutor' });
  await pick.getByLabel('Busca el nou tutor').fill('Jordina');
  await pick
    .getByRole('radio', { name: /Jordina Vidal Soler/ })
    .first()
    .check();
  await pick.getByRole('checkbox', { name: /El nou tutor declara/ }).check();
  await shoot(admin, testInfo, 'admin-hand-over-pick-ca');
  await pick.getByRole('button', { name: 'Continua' }).click();
  const confirm = admin.getByRole('dialog', { name: /^Passar Pau Vidal Soler a Jordina Vidal Soler\?$/ });
  await expect(confirm).toContainText('Núria Vidal Soler ja no');
  await shoot(admin, testInfo, 'admin-hand-over-confirm-ca');
  await confirm.getByRole('button', { name: 'Passa a Jordina Vidal Soler' }).click();
  await expect(family.getByRole('status')).toHaveText('Pau ara és a càrrec de Jordina Vidal Soler.');
  await expect(family.getByText('Tutor: Jordina Vidal Soler')).toBeVisible();
  await shoot(admin, testInfo, 'admin-hand-over-done-ca');
  await admin.context().close();
});
