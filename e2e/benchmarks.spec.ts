import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { shoot } from './support/screenshots';
import { signInOnScreen } from './support/sign-in';

// Benchmark workouts (see docs/product.md, Benchmark workouts): a member logs Fran, Fran comes
// back two weeks later, the member sees their previous result and their best, beats it, and the
// new best shows as a record.
const TRAINER = { cin: '11111111H', password: 'boxbook-trainer' };
const MEMBER = { cin: '12345678Z', password: 'boxbook-member' };
/** Days without a demo WOD (the demo has today ± 3), before today (E2E_NOW, 23 November 2026). */
const FIRST = '2026-11-02';
const AGAIN = '2026-11-16';

type Lang = 'ca' | 'es';
const WORDS = {
  ca: {
    day: (n: number) => `${n} de novembre del 2026`,
    wod: 'WOD del dia',
    firstTime: 'És la primera vegada que fas aquest benchmark',
    log: 'Apunta el resultat',
    minutes: 'Minuts',
    seconds: 'Segons',
    save: 'Desa',
    history: 'Els teus resultats a Fran',
    best: (result: string) => `La teva millor marca: ${result} (Rx`,
    pr: 'Nova marca!',
    records: 'Marques personals',
    recordEntry: 'Fran: 4:50 Rx',
  },
  es: {
    day: (n: number) => `${n} de noviembre de 2026`,
    wod: 'WOD del día',
    firstTime: 'Es la primera vez que haces este benchmark',
    log: 'Apuntar resultado',
    minutes: 'Minutos',
    seconds: 'Segundos',
    save: 'Guardar',
    history: 'Tus resultados en Fran',
    best: (result: string) => `Tu mejor marca: ${result} (Rx`,
    pr: '¡Nueva marca!',
    records: 'Marcas personales',
    recordEntry: 'Fran: 4:50 Rx',
  },
} as const;

/** Fran programmed on both days (a block linked to it), and the member's earlier Fran results gone. */
async function programmeFran(request: APIRequestContext): Promise<void> {
  const trainer = await apiLogin(request, TRAINER.cin, TRAINER.password);
  const library = (await (await request.get('/api/benchmarks', { headers: trainer.auth })).json()) as {
    id: number;
    nameEs: string;
  }[];
  const fran = library.find((b) => b.nameEs === 'Fran');
  expect(fran).toBeTruthy();
  for (const when of [FIRST, AGAIN]) {
    const wbs = [
      { title: 'Warm-up', exercices: ['Row 500 m'], wbs: [] },
      { title: 'Fran', exercices: ['21-15-9', 'Thrusters', 'Pull-ups'], benchmarkId: fran?.id, wbs: [] },
    ];
    const existing = await (
      await request.get(`/api/wod/findByWhen/${Date.parse(`${when}T12:00:00Z`)}`, { headers: trainer.auth })
    ).json();
    const saved = existing
      ? await request.put(`/api/wod/${existing.id}`, { headers: trainer.auth, data: { when, wbs } })
      : await request.post('/api/wod', { headers: trainer.auth, data: { when, wbs } });
    await expect(saved).toBeOK();
  }
  const member = await apiLogin(request, MEMBER.cin, MEMBER.password);
  const history = (await (
    await request.get(`/api/benchmarks/${fran?.id}/history`, { headers: member.auth })
  ).json()) as { results: { scoreId: number }[] };
  for (const result of history.results)
    await expect(await request.delete(`/api/scores/${result.scoreId}`, { headers: member.auth })).toBeOK();
}

async function signIn(
  browser: Browser,
  testInfo: TestInfo,
  lang: Lang,
  desktop: boolean,
  who: { cin: string; password: string } = MEMBER,
): Promise<Page> {
  const phone = testInfo.project.use;
  const context = await browser.newContext({
    locale: lang === 'ca' ? 'ca-ES' : 'es-ES',
    viewport: desktop ? { width: 1280, height: 800 } : { width: 390, height: 844 },
    isMobile: !desktop && phone.isMobile,
    hasTouch: !desktop && phone.hasTouch,
    deviceScaleFactor: desktop ? 1 : phone.deviceScaleFactor,
  });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await signInOnScreen(page, who);
  return page;
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** No WCAG 2.2 A/AA violation on the screen as it is. */
async function expectAccessible(page: Page) {
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openDay(page: Page, lang: Lang, day: number) {
  await page.goto('/calendar');
  await page.getByRole('button', { name: WORDS[lang].day(day), exact: true }).click();
  const wod = page.getByRole('region', { name: WORDS[lang].wod });
  await expect(wod.getByRole('heading', { name: 'Fran', exact: true })).toBeVisible();
  return wod;
}

async function logTime(page: Page, lang: Lang, minutes: string, seconds: string) {
  const w = WORDS[lang];
  await page.getByRole('button', { name: w.log }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(w.minutes).fill(minutes);
  await dialog.getByLabel(w.seconds).fill(seconds);
  await dialog.getByRole('button', { name: w.save, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a member logs Fran; when Fran comes back they see their previous result and their best, and beating it is a record', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await programmeFran(request);
  const lang: Lang = 'ca';
  const w = WORDS[lang];
  const page = await signIn(browser, testInfo, lang, false);

  await test.step('the first time, the block says there is nothing to beat yet', async () => {
    const wod = await openDay(page, lang, 2);
    await expect(wod.getByText(w.firstTime)).toBeVisible();
    await logTime(page, lang, '5', '30');
    await expect(wod.getByText(w.best('5:30'))).toBeVisible();
  });

  await test.step('Fran comes back: the previous result and the best are there', async () => {
    const wod = await openDay(page, lang, 16);
    const history = wod.getByRole('region', { name: w.history });
    await expect(history.getByText(w.best('5:30'))).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await shoot(page, testInfo, `benchmark-returns-${lang}`);
  });

  await test.step('a faster Fran is a new best, in the history and the PR feed', async () => {
    await logTime(page, lang, '4', '50');
    const history = page.getByRole('region', { name: w.history });
    await expect(history.getByText(w.best('4:50'))).toBeVisible();
    await expect(history.getByRole('listitem').first()).toContainText(w.pr);
    await shoot(page, testInfo, `benchmark-record-${lang}`);
    await expectAccessible(page);
    await page.getByRole('link', { name: w.records }).first().click();
    await expect(page.getByRole('heading', { name: w.records, level: 1 })).toBeVisible();
    await expect(page.getByText(w.recordEntry).first()).toBeVisible();
    await shoot(page, testInfo, `records-${lang}`);
    await expectAccessible(page);
  });
  await page.context().close();

  await test.step('the same screens in Spanish, on a phone and at a desk', async () => {
    for (const desktop of [false, true]) {
      const es = await signIn(browser, testInfo, 'es', desktop);
      const wod = await openDay(es, 'es', 16);
      await expect(wod.getByText(WORDS.es.best('4:50'))).toBeVisible();
      await expect(wod.getByText(WORDS.es.pr)).toBeVisible();
      await shoot(es, testInfo, `benchmark-record-es-${desktop ? 'desktop' : 'phone'}`);
      await es.goto('/records');
      await expect(es.getByText(WORDS.es.recordEntry).first()).toBeVisible();
      await shoot(es, testInfo, `records-es-${desktop ? 'desktop' : 'phone'}`);
      await es.context().close();
    }
    const ca = await signIn(browser, testInfo, 'ca', true);
    await openDay(ca, 'ca', 16);
    await shoot(ca, testInfo, 'benchmark-record-ca-desktop');
    await ca.context().close();
  });
});

test('a trainer adds a benchmark to the library and programs a block from it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Bèstia ${Date.now() % 100_000}`;
  const trainer = await signIn(browser, testInfo, 'es', true, TRAINER);
  await trainer.goto('/admin/benchmarks');
  await expect(trainer.getByRole('heading', { name: 'Las Girls' })).toBeVisible();
  await shoot(trainer, testInfo, 'benchmarks-library-es-desktop');
  await expectAccessible(trainer);
  await trainer.getByRole('button', { name: 'Añadir un benchmark' }).click();
  const dialog = trainer.getByRole('dialog');
  await dialog.getByLabel('Nombre en catalán').fill(name);
  await dialog.getByLabel('Nombre en castellano').fill(name);
  await dialog.getByLabel('Descripción en catalán').fill('5 rondes per temps:\n10 burpees');
  await dialog.getByLabel('Descripción en castellano').fill('5 rondas por tiempo:\n10 burpees');
  await shoot(trainer, testInfo, 'benchmark-dialog-es-desktop');
  await expectAccessible(trainer);
  await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(trainer.getByRole('heading', { name })).toBeVisible();

  await trainer.goto('/admin/wod?date=2026-12-07');
  const block = trainer.getByRole('listitem', { name: 'Bloque a', exact: true });
  await block.getByLabel('Benchmark del bloque a').selectOption({ label: name });
  await expect(block.getByLabel('Título').first()).toHaveValue(name);
  await expect(block.getByText('10 burpees')).toBeVisible();
  await shoot(trainer, testInfo, 'wod-designer-benchmark-es-desktop');
  await expectAccessible(trainer);
  await trainer.context().close();

  const phone = await signIn(browser, testInfo, 'ca', false, TRAINER);
  await phone.goto('/admin/benchmarks');
  await expect(phone.getByRole('heading', { name: 'Les Girls' })).toBeVisible();
  await shoot(phone, testInfo, 'benchmarks-library-ca-phone');
  await phone.goto('/admin/wod?date=2026-12-07');
  const phoneBlock = phone.getByRole('listitem', { name: 'Bloc a', exact: true });
  await phoneBlock.getByLabel('Benchmark del bloc a').selectOption({ label: 'Fran' });
  await expect(phoneBlock.getByText('Dominades')).toBeVisible();
  await shoot(phone, testInfo, 'wod-designer-benchmark-ca-phone');
  await phone.context().close();
});
