import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { apiLogin } from './support/api';
import { shoot } from './support/screenshots';
import { ADMIN, signedIn } from './support/sign-in';

// The in-house Open (docs/product.md, The in-house Open): a member enters a score on their phone,
// a trainer validates it, and the member's leaderboard and the box TV show it without a reload.
const TRAINER = { cin: '11111111H', password: 'boxbook-trainer' }; // Marc S., man, 36 on the first day
const MEMBER = { cin: '12345678Z', password: 'boxbook-member' }; // Jordi P., man, 38: Rx · men · 35–44

type Lang = 'ca' | 'es';
const WORDS = {
  ca: {
    openMenu: 'Obre el menú',
    register: 'Inscriu-me',
    yours: 'Competeixes a Rx · Homes · 35–44.',
    time: 'Temps (mm:ss)',
    tiebreak: 'Temps de desempat (mm:ss)',
    send: 'Envia el resultat',
    pending: 'Pendent del jutge',
    validated: 'Validat',
    validate: 'Valida',
    board: 'Classificació',
    first: '1a',
    second: '2a',
  },
  es: {
    openMenu: 'Abrir el menú',
    register: 'Inscríbeme',
    yours: 'Compites en Rx · Hombres · 35–44.',
    time: 'Tiempo (mm:ss)',
    tiebreak: 'Tiempo de desempate (mm:ss)',
    send: 'Envía el resultado',
    pending: 'Pendiente del juez',
    validated: 'Validado',
    validate: 'Valida',
    board: 'Clasificación',
    first: '1º',
    second: '2º',
  },
} as const;

/** Shoots the page as it is, then at the other screen size, and puts it back. */
async function shootBoth(page: Page, testInfo: TestInfo, name: string, lang: Lang) {
  const size = page.viewportSize();
  await shoot(page, testInfo, `open-${name}-${lang}-${size && size.width < 600 ? 'phone' : 'desktop'}`);
  const other = size && size.width < 600 ? { width: 1280, height: 800 } : { width: 390, height: 844 };
  await page.setViewportSize(other);
  await shoot(page, testInfo, `open-${name}-${lang}-${other.width < 600 ? 'phone' : 'desktop'}`);
  if (size) await page.setViewportSize(size);
}

const rowOf = (page: Page, athlete: string) => page.getByRole('row').filter({ hasText: athlete });

for (const lang of ['ca', 'es'] as const) {
  test(`an Open leaderboard with a judged score, live on the phone and the TV (${lang})`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const w = WORDS[lang];
    // Staff set the event up; the trainer takes part too, and the admin judges his score.
    const admin = await apiLogin(request, ADMIN.cin, ADMIN.password);
    const trainerApi = await apiLogin(request, TRAINER.cin, TRAINER.password);
    const post = async (path: string, data: object, auth = admin.auth, method: 'post' | 'put' = 'post') => {
      const res = await request[method](path, { data, headers: auth });
      expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
      return res.json();
    };
    const event = await post('/api/openEvents', {
      nameCa: `Open de Nadal ${lang}`,
      nameEs: `Open de Navidad ${lang}`,
      startsOn: '2026-11-27',
      endsOn: '2026-12-13',
      registrationOpen: true,
    });
    const w1 = await post(`/api/openEvents/${event.id}/workouts`, {
      nameCa: '26.1',
      nameEs: '26.1',
      descriptionCa: 'Per temps, límit de 10 minuts: 21-15-9 thrusters i burpees.',
      descriptionEs: 'Por tiempo, límite de 10 minutos: 21-15-9 thrusters y burpees.',
      kind: 'time',
      capSeconds: 600,
      hasTiebreak: true,
      scoringOpen: true,
    });
    await post(`/api/openEvents/${event.id}/workouts`, {
      nameCa: '26.2',
      nameEs: '26.2',
      descriptionCa: '1RM de clean & jerk.',
      descriptionEs: '1RM de clean & jerk.',
      kind: 'load',
      scoringOpen: false,
    });
    await post(`/api/openEvents/${event.id}/registration`, { level: 'RX' }, trainerApi.auth, 'put');
    const marcScore = await post(
      `/api/openEvents/workouts/${w1.id}/score`,
      { result: { kind: 'time', seconds: 450 }, tiebreakSeconds: 200 },
      trainerApi.auth,
      'put',
    );
    await post(`/api/openEvents/scores/${marcScore.id}/judgement`, { verdict: 'VALIDATED' });

    const member = await signedIn(browser, MEMBER, { language: lang, screen: 'phone' });
    const tv = await signedIn(browser, TRAINER, { language: lang, screen: 'desk' });
    const judge = await signedIn(browser, TRAINER, { language: lang, screen: 'desk' });

    await test.step('the member registers and enters a score, pending for them alone', async () => {
      // The way in a member finds: the menu names the running Open and leads to its page.
      await member.goto('/');
      await member.getByRole('button', { name: w.openMenu }).click();
      const openLink = member.getByRole('dialog').getByRole('link', { name: /^Open del box/ });
      await expect(openLink).toBeVisible();
      await shoot(member, testInfo, `open-menu-${lang}-phone`);
      await openLink.click();
      const name = lang === 'ca' ? event.nameCa : event.nameEs;
      await member.getByRole('link', { name: new RegExp(name) }).click();
      await expect(member).toHaveURL(new RegExp(`/open/${event.id}$`));
      await member.getByRole('button', { name: w.register }).click();
      await expect(member.getByText(w.yours)).toBeVisible();
      const workout = member.getByRole('listitem').filter({ hasText: '26.1' });
      await workout.getByLabel(w.time).fill('7:05');
      await workout.getByLabel(w.tiebreak).fill('3:10');
      await workout.getByRole('button', { name: w.send }).click();
      await expect(workout.getByRole('status')).toContainText(w.pending);
      await expect(rowOf(member, 'Jordi P.')).toContainText(w.pending);
      await expect(rowOf(member, 'Marc S.')).toContainText(`${w.first} 7:30`);
    });

    await test.step('the TV shows the validated board, without the pending score', async () => {
      await tv.goto(`/tv/open/${event.id}`);
      await expect(tv.getByRole('heading', { level: 1 })).toContainText(w.board);
      await expect(rowOf(tv, 'Marc S.')).toContainText(`${w.first} 7:30`);
      await expect(rowOf(tv, 'Jordi P.')).not.toContainText('7:05');
      await shootBoth(tv, testInfo, 'tv-before', lang);
    });

    await test.step('a trainer validates it from the judging queue', async () => {
      await judge.goto(`/admin/open/${event.id}`);
      const pending = judge.getByRole('listitem').filter({ hasText: 'Jordi P.' });
      await expect(pending).toContainText('7:05');
      await shootBoth(judge, testInfo, 'admin', lang);
      await pending.getByRole('button', { name: new RegExp(`^${w.validate} Jordi P\\.`) }).click();
      await expect(judge.getByRole('listitem').filter({ hasText: 'Jordi P.' })).toHaveCount(0);
    });

    await test.step('the phone and the TV show it live', async () => {
      await expect(rowOf(member, 'Jordi P.')).toContainText(`${w.first} 7:05`);
      await expect(rowOf(member, 'Jordi P.').getByRole('cell').first()).toHaveText('1');
      await expect(
        member.getByRole('listitem').filter({ hasText: '26.1' }).getByRole('status'),
      ).toContainText(w.validated);
      await expect(rowOf(tv, 'Jordi P.')).toContainText(`${w.first} 7:05`);
      await expect(rowOf(tv, 'Marc S.')).toContainText(`${w.second} 7:30`);
      await shootBoth(member, testInfo, 'member', lang);
      await shootBoth(tv, testInfo, 'tv', lang);
    });

    for (const page of [member, tv, judge]) await page.context().close();
  });
}
