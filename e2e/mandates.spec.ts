import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { create } from 'xmlbuilder2';
import { E2E_NOW } from './playwright.config';
import { type Auth, apiLogin } from './support/api';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';
const IBAN = 'ES9121000418450200051332';

/** A member of the test's own with a plan (signed up, then given the plan by the admin). */
async function memberWithPlan(request: APIRequestContext, admin: Auth, name: string, surname: string) {
  const cin = randomDni();
  const signup = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password: 'soci-de-prova-1',
      name,
      surname,
      email: `${cin}@example.com`,
      phone: '600111222',
    },
  });
  expect(signup.ok()).toBe(true);
  const id = (await signup.json()).user.id as number;
  const plans = (await (await request.get('/api/plans')).json()) as { id: number; key: string }[];
  const plan = plans.find((p) => p.key === 'four_days') ?? plans[0];
  const current = await (await request.get(`/api/users/${id}`, { headers: admin })).json();
  const given = await request.put(`/api/users/${id}`, {
    data: { ...current, plan: { id: plan?.id } },
    headers: admin,
  });
  expect(given.ok()).toBe(true);
  return id;
}

/** Months apart, `2026-11` → `2027-01` is 2. */
const monthsBetween = (from: string, to: string) => {
  const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
  return index(to) - index(from);
};

async function showMonth(page: Page, month: string) {
  const steps = monthsBetween(E2E_NOW.slice(0, 7), month);
  const button = page.getByRole('button', { name: steps > 0 ? 'Mes següent' : 'Mes anterior' });
  for (let i = 0; i < Math.abs(steps); i++) await button.click();
}

/** The text of each element of a name in the pain.008 namespace. */
const texts = (
  doc: { getElementsByTagNameNS(ns: string, name: string): ArrayLike<{ textContent: string | null }> },
  name: string,
) => Array.from(doc.getElementsByTagNameNS(NS, name)).map((e) => e.textContent ?? '');

test("an admin records a member's mandate and exports the month's remittance", async ({
  page,
  request,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const { auth: admin } = await apiLogin(request, '00000000T', 'boxbook-admin');
  const surname = `Mandat ${testInfo.project.name} ${Date.now() % 1_000_000}`;
  const memberId = await memberWithPlan(request, admin, 'Remei', surname);
  const fullName = `Remei ${surname}`;

  await context.clock.setFixedTime(new Date(E2E_NOW));
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/auth/login');
  await page.getByLabel('DNI o NIE').fill('00000000T');
  await page.getByLabel('Contrasenya', { exact: true }).fill('boxbook-admin');
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The box as creditor: what every remittance names as the payee.
  await page.goto('/admin/mandatos?tab=creditor');
  await page.getByLabel('Nom o raó social').fill('CrossFit Fòrum SL');
  await page.getByLabel('Identificador de creditor SEPA').fill('ES11 000 B12345674');
  await page.getByLabel('IBAN on es cobra').fill('ES79 2100 0813 6101 2345 6789');
  await page.getByRole('button', { name: 'Desa les dades' }).click();
  await expect(page.getByText('Dades desades.')).toBeVisible();

  // The member's mandate, with the IBAN checked as it is typed.
  await page.getByRole('tab', { name: 'Socis' }).click();
  await page.getByLabel('Cerca per nom').fill(surname);
  await page.getByRole('button', { name: `Afegeix mandat ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Nou mandat de ${fullName}` });
  // The box's own account is not the member's: refused, and said under the field.
  await dialog.getByLabel('IBAN', { exact: true }).fill('ES79 2100 0813 6101 2345 6789');
  await dialog.getByLabel('Referència del mandat').fill(`E2E-${memberId}`);
  await dialog.getByRole('button', { name: 'Desa el mandat' }).click();
  await expect(
    dialog.getByText('Aquest IBAN és el del box com a creditor: escriu el compte del soci.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('IBAN', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('IBAN', { exact: true }).fill('ES91 2100 0418 4502 0005 1333');
  await dialog.getByLabel('BIC (opcional)').focus();
  await expect(dialog.getByText("Aquest IBAN no és correcte: revisa'n els dígits.")).toBeVisible();
  await dialog.getByLabel('IBAN', { exact: true }).fill('ES91 2100 0418 4502 0005 1332');
  await expect(dialog.getByText('IBAN correcte: ES91 2100 0418 4502 0005 1332')).toBeVisible();
  await dialog.getByLabel('Referència del mandat').fill(`E2E-${memberId}`);
  await dialog.getByRole('button', { name: 'Desa el mandat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Revoca ${fullName}` })).toBeVisible();
  await shoot(page, testInfo, 'mandates-members-ca');

  // The remittance: exports a month no other run has taken (the running month, else the next,
  // else the last); with none left, previews one it cannot export.
  await page.getByRole('tab', { name: 'Remesa' }).click();
  const exported = (await (await request.get('/api/mandates/remittances', { headers: admin })).json()) as {
    month: string;
  }[];
  const free = ['2026-11', '2026-12', '2026-10'].find((m) => !exported.some((e) => e.month === m));
  const month = free ?? '2027-01';
  await showMonth(page, month);
  await expect(page.getByText(fullName, { exact: true }).filter({ visible: true })).toBeVisible();
  await shoot(page, testInfo, 'mandates-remittance-ca');
  if (month === '2027-01') {
    await expect(
      page.getByText("Només es pot exportar el mes en curs, el següent o l'anterior."),
    ).toBeVisible();
    return;
  }

  await page.getByRole('button', { name: "Exporta i descarrega l'XML" }).click();
  const confirm = page.getByRole('dialog', { name: /Vols exportar la remesa/ });
  // The collection date: the members' 14 days of notice from the export (Monday 23 November →
  // Monday 7 December) come after the bank's lead days and the month's first business day, for
  // whichever month it is; a month gone by is said so.
  await expect(confirm).toContainText('Els rebuts es cobraran el dilluns, 7 de desembre');
  await expect(confirm.getByText(/Aquest mes ja ha passat/)).toHaveCount(month === '2026-10' ? 1 : 0);
  const downloading = page.waitForEvent('download');
  await confirm.getByRole('button', { name: 'Sí' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`remesa-sepa-${month}.xml`);
  const xml = await readFile(await download.path(), 'utf8');
  await expect(page.getByRole('button', { name: "Torna a descarregar l'XML" })).toBeVisible();
  await shoot(page, testInfo, 'mandates-exported-ca');

  // The file parses, holds the member's debit, and its totals add up.
  const doc = create(xml).node as unknown as Parameters<typeof texts>[0];
  const ibans = texts(doc, 'IBAN');
  const debtors = texts(doc, 'Nm');
  const amounts = texts(doc, 'InstdAmt').map(Number);
  expect(ibans).toContain(IBAN);
  expect(debtors).toContain(`Remei ${surname}`);
  expect(texts(doc, 'MndtId')).toContain(`E2E-${memberId}`);
  const [count] = texts(doc, 'NbOfTxs');
  const [sum] = texts(doc, 'CtrlSum');
  expect(Number(count)).toBe(amounts.length);
  expect(Math.round(Number(sum) * 100)).toBe(amounts.reduce((total, a) => total + Math.round(a * 100), 0));

  // Exported once: the month cannot be charged again.
  const again = await request.post(`/api/mandates/remittances/${month}`, { headers: admin });
  expect(again.status()).toBe(409);
});
