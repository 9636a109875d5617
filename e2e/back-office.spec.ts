import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { type Auth, apiLogin } from './support/api';
import { withCalendarLock } from './support/calendar-lock';
import { fromOwnAddress, randomDni } from './support/members';
import { shoot } from './support/screenshots';

const TODAY = '2026-11-23';

/** A member of the test's own, signed up through the API, with bought credits an admin gave. */
async function newMember(
  request: APIRequestContext,
  admin: Auth,
  name: string,
  surname: string,
  credits = 0,
) {
  const cin = randomDni();
  const password = 'soci-de-prova-1';
  const res = await request.post('/api/auth/signup', {
    headers: fromOwnAddress(),
    data: {
      cin,
      password,
      name,
      surname,
      email: `${cin}@example.com`,
      phone: '600111222',
      birth: '1990-01-01',
      sex: 'FEMININE',
    },
  });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  const member = { id: body.user.id as number, cin, password, authorization: `Bearer ${body.jwt}` };
  if (credits > 0) {
    const given = await request.post(`/api/users/${member.id}/credits/adjustments`, {
      data: { kind: 'ACTIVITY', delta: credits, note: 'Crèdits de la prova' },
      headers: admin,
    });
    expect(given.ok()).toBe(true);
  }
  return member;
}

/** A one-place gymnastics class today (a Monday) at `start`, made from a template of its own. */
async function oneTodayClass(request: APIRequestContext, trainer: Auth, start: string, end: string) {
  const gymnastics = await (await request.get('/api/activities/byName/gymnastics')).json();
  await withCalendarLock(async () => {
    const monday = await (await request.get('/api/calendar/calendar/0')).json();
    const classes = monday.classes.map(
      (c: {
        id: number;
        activity: { id: number };
        startTime: string;
        endTime: string;
        maxPeople: number;
      }) => ({
        id: c.id,
        activityId: c.activity.id,
        startTime: c.startTime,
        endTime: c.endTime,
        maxPeople: c.maxPeople,
      }),
    );
    classes.push({ activityId: gymnastics.id, startTime: start, endTime: end, maxPeople: 1 });
    const res = await request.put('/api/calendar/0', { data: { id: 0, classes }, headers: trainer });
    expect(res.ok()).toBe(true);
  });
  return classAt(request, trainer, gymnastics.id, TODAY, start);
}

async function classAt(
  request: APIRequestContext,
  staff: Auth,
  activityId: number,
  date: string,
  hhmm: string,
) {
  const list = await (
    await request.get(`/api/classes?date=${date}&activityId=${activityId}`, { headers: staff })
  ).json();
  const hour = `T${String(Number(hhmm.slice(0, 2)) - 1).padStart(2, '0')}:${hhmm.slice(3)}`; // Madrid is UTC+1 in November
  const found = list.find((c: { startTime: string }) => c.startTime.includes(hour));
  expect(found, `${date} ${hhmm}`).toBeTruthy();
  return found.id as number;
}

async function signedIn(browser: Browser, cin: string, password: string, lang: 'ca' | 'es'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'ca' ? 'ca-ES' : 'es-ES' });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill(cin);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

test('a trainer edits the timetable, raises a full class live, and adds a day off over a booked class, then undoes it', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // An hour, a weekday and a date no other spec of the shared server works on.
  const plan = {
    start: '17:30',
    end: '18:30',
    weekday: /^(Dg|Diumenge)$/,
    dayOff: '2026-11-25',
    day: '25 de novembre',
  };
  const { auth: admin } = await apiLogin(request, '00000000T', 'boxbook-admin');
  const { auth: trainerAuth } = await apiLogin(request, '11111111H', 'boxbook-trainer');
  const anna = await newMember(request, admin, 'Anna', 'Prats Soler', 3);
  const bernat = await newMember(request, admin, 'Bernat', 'Roig Puig', 3);
  const classId = await oneTodayClass(request, trainerAuth, plan.start, plan.end);
  const join = (who: { id: number; authorization: string }, id: number) =>
    request.post(`/api/classes/${id}/join`, {
      data: { userId: who.id },
      headers: { authorization: who.authorization },
    });
  expect((await (await join(anna, classId)).json()).status).toBe('IN');
  expect((await (await join(bernat, classId)).json()).status).toBe('WAIT');

  const trainer = await signedIn(browser, '11111111H', 'boxbook-trainer', 'ca');
  await trainer.goto('/admin');
  await expect(trainer.getByRole('heading', { name: 'Avui al box' })).toBeVisible();
  const todayCard = trainer.getByRole('article', { name: `Gimnàstics ${plan.start}` });
  await expect(todayCard.getByTestId('occupancy')).toContainText('1/1 places');
  await expect(todayCard).toContainText('Bernat Roig Puig');
  await shoot(trainer, testInfo, 'admin-today-ca');

  // The weekly timetable: a class added to a weekend day, edited, then taken out again.
  await trainer.goto('/admin/schedule');
  await trainer.getByRole('tab', { name: plan.weekday }).click();
  await trainer.getByRole('button', { name: 'Afegeix una classe' }).click();
  const dialog = trainer.getByRole('dialog');
  await dialog.getByLabel('Activitat').selectOption({ label: 'Gimnàstics' });
  await dialog.getByLabel('Inici').fill('06:00');
  await dialog.getByLabel('Final').fill('07:00');
  await dialog.getByLabel('Places').fill('8');
  await dialog.getByRole('button', { name: 'Desa' }).click();
  await expect(dialog).toBeHidden();
  await trainer.getByRole('button', { name: 'Edita la classe de les 06:00' }).first().click();
  await dialog.getByLabel('Places').fill('10');
  await dialog.getByRole('button', { name: 'Desa' }).click();
  await expect(dialog).toBeHidden();
  const weekend = trainer.getByRole('tabpanel');
  await expect(weekend.getByText('10', { exact: true }).filter({ visible: true })).toBeVisible();
  await shoot(trainer, testInfo, 'admin-schedule-ca');
  await trainer.getByRole('button', { name: 'Esborra la classe de les 06:00' }).first().click();
  await trainer.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(trainer.getByRole('button', { name: 'Edita la classe de les 06:00' })).toHaveCount(0);

  // A full class made larger: the first waiting member moves in, and sees it without reloading.
  const bernatPage = await signedIn(browser, bernat.cin, bernat.password, 'es');
  await bernatPage.goto(`/book/gymnastics/${TODAY}`);
  const bernatClass = bernatPage.getByRole('article', { name: new RegExp(plan.start) });
  await expect(bernatClass.getByText('En espera · 1º')).toBeVisible();
  await trainer.getByRole('button', { name: `Edita Gimnàstics ${plan.start}` }).click();
  await dialog.getByLabel('Places').fill('2');
  await dialog.getByRole('button', { name: 'Desa' }).click();
  await expect(dialog.getByRole('status')).toHaveText("Hi ha entrat 1 soci de la llista d'espera.");
  await shoot(trainer, testInfo, 'admin-class-promoted-ca');
  await dialog.getByRole('button', { name: "D'acord" }).click();
  await expect(bernatClass.getByText('Estás dentro')).toBeVisible();
  await shoot(bernatPage, testInfo, 'promoted-live-es');

  // A day off over a class Anna holds a place in: warned first, then cancelled with her credit back.
  const crossfit = await (await request.get('/api/activities/byName/crossfit')).json();
  const booked = await classAt(request, trainerAuth, crossfit.id, plan.dayOff, '19:00');
  const added = await request.post(`/api/classes/${booked}/join`, {
    data: { userId: anna.id },
    headers: trainerAuth,
  });
  expect((await added.json()).status).toBe('IN');
  const annaPage = await signedIn(browser, anna.cin, anna.password, 'es');
  await annaPage.goto(`/book/crossfit/${plan.dayOff}`);
  const annaClass = annaPage.getByRole('article', { name: /19:00/ });
  await expect(annaClass.getByText('Estás dentro')).toBeVisible();
  await expect(annaPage.getByTestId('credits-of-kind')).toHaveText('Te queda 1 crédito de clases');

  await trainer.goto('/admin/days-off');
  await trainer.getByLabel('Data').fill(plan.dayOff);
  await trainer.getByRole('button', { name: 'Afegeix el festiu' }).click();
  const warning = trainer.getByRole('dialog');
  await expect(warning.getByTestId('day-off-victims')).toContainText('Crossfit');
  await expect(warning.getByTestId('day-off-victims')).toContainText('1 amb plaça · 0 en espera');
  await shoot(trainer, testInfo, 'admin-day-off-warning-ca');
  await warning.getByRole('button', { name: 'Sí' }).click();
  await expect(warning).toBeHidden();
  const deleteDayOff = trainer.getByRole('button', {
    name: new RegExp(`^Esborra el festiu del .*${plan.day}`),
  });
  await expect(deleteDayOff).toBeVisible();

  await expect(annaClass.getByText('Día festivo: el box está cerrado.')).toBeVisible();
  await expect(annaClass.getByText('Estás dentro')).toBeHidden();
  await expect(annaPage.getByTestId('credits-of-kind')).toHaveText('Te quedan 2 créditos de clases');
  await shoot(annaPage, testInfo, 'day-off-cancelled-es');

  // The trainer undoes it: the classes of that date come back, empty and bookable.
  await shoot(trainer, testInfo, 'admin-days-off-ca');
  await deleteDayOff.click();
  await trainer.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(trainer.getByRole('status').filter({ hasText: 'Festiu esborrat' })).toBeVisible();
  await annaPage.reload();
  await expect(annaClass.getByText('Día festivo: el box está cerrado.')).toBeHidden();
  // Back, empty: it opens for booking at 17:00 the day before, as before the day off.
  await expect(annaClass.getByText(/^Se abre/)).toBeVisible();
  await expect(annaClass.getByText('Estás dentro')).toBeHidden();
  await Promise.all([trainer, bernatPage, annaPage].map((p) => p.context().close()));
});

test('an admin finds a member, adds two credits with a reason and pauses her plan', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { auth: admin } = await apiLogin(request, '00000000T', 'boxbook-admin');
  const surname = 'Casals Escriptori';
  const clara = await newMember(request, admin, 'Clara', surname);

  const page = await signedIn(browser, '00000000T', 'boxbook-admin', 'es');
  await page.goto('/admin/users');
  await page.getByLabel('Buscar un socio').fill(`  clara ${surname.toLowerCase()}  `);
  await expect(page.getByText('1 socio', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'admin-users-es');
  await page
    .getByRole('link', { name: `Clara ${surname}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${clara.id}$`));
  await expect(page.getByRole('heading', { name: `Clara ${surname}`, level: 1 })).toBeVisible();

  const credits = page.getByRole('region', { name: 'Créditos' });
  await credits.getByLabel('Cantidad').fill('2');
  await credits.getByLabel('Motivo').fill('Regalo por traer a una amiga');
  await credits.getByRole('button', { name: 'Aplicar' }).click();
  await expect(credits.getByRole('status')).toHaveText('Hecho: 2 créditos (Actividad).');
  await expect(page.getByTestId('member-credits')).toHaveText('2 de actividad · 0 de open box');
  await expect(credits.getByText('Regalo por traer a una amiga').filter({ visible: true })).toBeVisible();
  await expect(credits.getByTestId('bought-balance')).toContainText('2 de actividad');
  await shoot(page, testInfo, 'admin-member-es');

  // Her plan, from the plan panel: signed up at once, then paused and resumed, which an admin does
  // at once (a member's own pause waits for the 1st; see docs/product.md, Plans and renewals).
  const plan = page.getByRole('region', { name: 'Plan', exact: true });
  await plan.getByRole('combobox', { name: 'Plan' }).selectOption({ label: '2 días · 59,00 €' });
  await plan.getByRole('button', { name: 'Dar de alta' }).click();
  await expect(plan.getByRole('status')).toHaveText('Hecho: ya tiene el plan, desde hoy.');
  await expect(plan.getByTestId('member-plan')).toContainText('2 días');
  await plan.getByRole('button', { name: 'Poner en mantenimiento' }).click();
  await expect(page.getByTestId('member-status')).toHaveText('Mantenimiento');
  await expect(plan.getByText('No hay ninguna renovación prevista.')).toBeVisible();
  await shoot(page, testInfo, 'admin-member-plan-paused-es');
  await plan.getByRole('button', { name: 'Volver a activar' }).click();
  await expect(page.getByTestId('member-status')).toHaveText('Activo');
  await expect(plan.getByRole('button', { name: 'Poner en mantenimiento' })).toBeVisible();

  // Her status changed from the same page: the header follows once saved.
  const data = page.getByRole('region', { name: 'Datos y permisos' });
  await data.getByLabel('Estado').selectOption('MAINTENANCE');
  await data.getByRole('button', { name: 'Guardar' }).click();
  await expect(data.getByRole('status')).toHaveText('Datos guardados');
  await expect(page.getByTestId('member-status')).toHaveText('Mantenimiento');

  // A standing booking made for her, which she finds among her own.
  const standing = page.getByRole('region', { name: 'Reservas fijas' });
  await standing.getByRole('tab', { name: /^(Ma|Martes)$/ }).click();
  await standing.getByRole('button', { name: 'Cada semana: Martes a las 19:00, Crossfit' }).click();
  await expect(standing.getByText('Martes · 19:00–20:00 · Crossfit')).toBeVisible();
  const own = await signedIn(browser, clara.cin, clara.password, 'ca');
  await own.goto('/config');
  await own.getByRole('link', { name: 'Reserves fixes' }).click();
  await expect(own.getByText('Dimarts · 19:00–20:00 · Crossfit')).toBeVisible();
  await expect(own.getByText("Encara no s'ha obert cap setmana.")).toBeVisible();
  await shoot(own, testInfo, 'standing-bookings-ca');
  await Promise.all([page, own].map((p) => p.context().close()));
});

test('the last admin cannot untick their own Administrador, and a member without a plan is not offered maintenance', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { auth, userId: adminId } = await apiLogin(request, '00000000T', 'boxbook-admin');
  const page = await signedIn(browser, '00000000T', 'boxbook-admin', 'es');
  await page.goto(`/admin/users/${adminId}`);
  const data = page.getByRole('region', { name: 'Datos y permisos' });
  const administrator = data.getByRole('checkbox', { name: 'Administrador' });
  await expect(administrator).toBeChecked();
  await administrator.uncheck();
  await data.getByRole('button', { name: 'Guardar' }).click();
  await expect(data.getByRole('alert')).toHaveText(
    'El box se quedaría sin ningún administrador activo. Da antes el permiso de administrador a otra persona.',
  );
  await expect(data.getByRole('status')).toHaveCount(0);
  await shoot(page, testInfo, 'admin-last-admin-es');
  await page.reload();
  await expect(data.getByRole('checkbox', { name: 'Administrador' })).toBeChecked();

  // A member with no plan: maintenance (a paused plan) is greyed out, with the reason beside it.
  const nuria = await newMember(request, auth, 'Núria', 'Sense Pla');
  await page.goto(`/admin/users/${nuria.id}`);
  const status = data.getByRole('combobox', { name: 'Estado' });
  await expect(status.getByRole('option', { name: 'Mantenimiento' })).toBeDisabled();
  await expect(
    data.getByText('Sin plan no hay mantenimiento: el mantenimiento pausa el plan del socio.'),
  ).toBeVisible();
  await page.context().close();
});
