import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import { E2E_NOW } from './playwright.config';
import { apiLogin } from './support/api';
import { OwnServer } from './support/own-server';
import { shoot } from './support/screenshots';
import { signInOnScreen } from './support/sign-in';

// Training (see docs/product.md, Training and WOD publication). The training flow edits today's
// WOD, so each project runs a server of its own.
const TODAY = '2026-11-23';
const TRAINER = { cin: '11111111H', password: 'boxbook-trainer' };
const MEMBER = { cin: '12345678Z', password: 'boxbook-member' };
// Staff flows run at a desk only (playwright.config.ts): one server, one port.
const PORT = 3421;

type Lang = 'ca' | 'es';
/** The words each step looks for: the phone runs the flow in Catalan, the desktop in Spanish. */
const WORDS = {
  ca: {
    deleteBlock: (label: string) => `Esborra el bloc ${label}`,
    block: (label: string) => `Bloc ${label}`,
    addBlock: 'Afegeix un bloc',
    addChild: (label: string) => `Afegeix un bloc dins de «${label}»`,
    newLine: (label: string) => `Nova línia del bloc ${label}`,
    lineUp: (line: string) => `Puja «${line}»`,
    title: 'Títol',
    timeCap: 'Time cap (min)',
    score: 'Puntuació',
    forTime: 'Per temps',
    add: 'Afegeix',
    save: 'Desa',
    saved: 'Desat',
    wod: 'WOD del dia',
    recovery: 'Recuperació de la setmana',
    movements: 'Moviments',
    lift: 'Marca (kg)',
    day: 'Dia',
    saveLift: 'Desa la marca',
    newBest: 'Nou rècord personal! 105 kg (+5 kg)',
    logScore: 'Apunta el resultat',
    scoreTitle: 'Resultat de «Metcon»',
    minutes: 'Minuts',
    seconds: 'Segons',
    note: 'Nota (opcional)',
    myScore: 'El teu resultat: 9:30 (Scaled)',
    whiteboard: 'Pissarra del dia',
    optIn: 'Mostra els meus resultats a la pissarra',
    myScores: 'Els teus resultats',
    day22: '22 de novembre del 2026',
    day23: '23 de novembre del 2026',
  },
  es: {
    deleteBlock: (label: string) => `Borrar el bloque ${label}`,
    block: (label: string) => `Bloque ${label}`,
    addBlock: 'Añadir un bloque',
    addChild: (label: string) => `Añadir un bloque dentro de «${label}»`,
    newLine: (label: string) => `Nueva línea del bloque ${label}`,
    lineUp: (line: string) => `Subir «${line}»`,
    title: 'Título',
    timeCap: 'Time cap (min)',
    score: 'Puntuación',
    forTime: 'Por tiempo',
    add: 'Añadir',
    save: 'Guardar',
    saved: 'Guardado',
    wod: 'WOD del día',
    recovery: 'Recuperación de la semana',
    movements: 'Movimientos',
    lift: 'Marca (kg)',
    day: 'Día',
    saveLift: 'Guardar la marca',
    newBest: '¡Nuevo récord personal! 105 kg (+5 kg)',
    logScore: 'Apuntar resultado',
    scoreTitle: 'Resultado de «Metcon»',
    minutes: 'Minutos',
    seconds: 'Segundos',
    note: 'Nota (opcional)',
    myScore: 'Tu resultado: 9:30 (Scaled)',
    whiteboard: 'Pizarra del día',
    optIn: 'Mostrar mis resultados en la pizarra',
    myScores: 'Tus resultados',
    day22: '22 de noviembre de 2026',
    day23: '23 de noviembre de 2026',
  },
} as const;

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** No WCAG 2.2 A/AA violation, and on a phone nothing wider than the screen. */
async function expectAccessible(page: Page) {
  await expect(page.locator('.animate-spin')).toHaveCount(0, { timeout: 10_000 });
  // A page slides in at half opacity: judge its contrast once it has arrived.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

/** A context of the project's size, its clock at E2E_NOW, signed in through the login screen. */
async function signIn(
  browser: Browser,
  testInfo: TestInfo,
  origin: string,
  who: { cin: string; password: string },
  lang: Lang,
  viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 },
): Promise<Page> {
  const { isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: origin,
    locale: lang === 'ca' ? 'ca-ES' : 'es-ES',
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await signInOnScreen(page, who);
  return page;
}

/** Empties the designer (deleting block a until none is left) and starts one block titled `title`. */
async function startOver(page: Page, w: (typeof WORDS)[Lang], title: string): Promise<Locator> {
  const first = page.getByRole('button', { name: w.deleteBlock('a'), exact: true });
  await expect(first).toBeVisible();
  while (await first.isVisible()) {
    // A block with blocks inside is deleted once confirmed.
    const nested = await page.getByRole('listitem', { name: w.block('a.1'), exact: true }).count();
    await first.click();
    if (nested > 0) await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  }
  await page.getByRole('button', { name: w.addBlock, exact: true }).click();
  const block = page.getByRole('listitem', { name: w.block('a'), exact: true });
  await block.getByLabel(w.title).first().fill(title);
  return block;
}

async function addLines(block: Locator, w: (typeof WORDS)[Lang], label: string, lines: string[]) {
  for (const line of lines) {
    await block.getByLabel(w.newLine(label), { exact: true }).fill(`  ${line} `);
    await block.getByLabel(w.newLine(label), { exact: true }).press('Enter');
  }
}

/** Books `who` into the class the box's screen shows: the first of today's not over at E2E_NOW. */
async function joinNextClass(
  request: APIRequestContext,
  origin: string,
  who: { cin: string; password: string },
) {
  const { auth, userId } = await apiLogin(request, who.cin, who.password, origin);
  const classes = (await (
    await request.get(`${origin}/api/classes?date=${TODAY}`, { headers: auth })
  ).json()) as { id: number; startTime: string; endTime: string; cancelled: boolean }[];
  const next = classes
    .filter((c) => !c.cancelled && Date.parse(c.endTime) > Date.parse(E2E_NOW))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0];
  const join = await request.post(`${origin}/api/classes/${next?.id}/join`, {
    headers: auth,
    data: { userId },
  });
  await expect(join).toBeOK();
}

/** The trainer logs an Rx time on today's scored block and shows it on the whiteboard. */
async function trainerRxScore(request: APIRequestContext, origin: string, seconds: number) {
  const { auth, userId } = await apiLogin(request, TRAINER.cin, TRAINER.password, origin);
  const wod = (await (
    await request.get(`${origin}/api/wod/findByWhen/${Date.parse(`${TODAY}T12:00:00Z`)}`, { headers: auth })
  ).json()) as {
    id: number;
    wbs: { wbs: { id: string; score: string | null }[] }[];
  };
  const metcon = wod.wbs[0]?.wbs.find((b) => b.score === 'time');
  const score = await request.post(`${origin}/api/scores`, {
    headers: auth,
    data: {
      wodId: wod.id,
      blockId: metcon?.id,
      userId,
      division: 'RX',
      result: { kind: 'time', seconds },
      note: '',
    },
  });
  await expect(score).toBeOK();
  const optIn = await request.put(`${origin}/api/scores/settings/${userId}`, {
    headers: auth,
    data: { showOnWhiteboard: true },
  });
  await expect(optIn).toBeOK();
}

test('a trainer designs the day and the week; a member sees them, logs a lift and a score for the whiteboard', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(480_000);
  const lang: Lang = 'es';
  const w = WORDS[lang];
  const server = new OwnServer(PORT);
  await server.start();
  try {
    await test.step('the trainer designs today’s WOD with a nested block', async () => {
      const trainer = await signIn(browser, testInfo, server.origin, TRAINER, lang);
      await trainer.goto('/admin/wod');
      const strength = await startOver(trainer, w, 'Strength');
      await addLines(strength, w, 'a', ['Back squat 5 × 5 @ 75 %']);
      await strength.getByRole('button', { name: w.addChild('a'), exact: true }).click();
      const metcon = trainer.getByRole('listitem', { name: w.block('a.1'), exact: true });
      await metcon.getByLabel(w.title).fill('Metcon');
      await metcon.getByLabel(w.timeCap).fill('12');
      await metcon.getByLabel(w.score).selectOption({ label: w.forTime });
      await addLines(metcon, w, 'a.1', ['21-15-9', 'Pull-ups', 'Thrusters 42,5/30 kg']);
      // The thrusters come before the pull-ups: one move up.
      await metcon.getByRole('button', { name: w.lineUp('Thrusters 42,5/30 kg') }).click();
      await trainer.getByRole('button', { name: w.save, exact: true }).click();
      await expect(trainer.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
      await shoot(trainer, testInfo, `wod-designer-${lang}`);

      await trainer.goto('/admin/recovery');
      const mobility = await startOver(trainer, w, 'Mobility');
      await mobility.getByLabel(w.timeCap).fill('10');
      await addLines(mobility, w, 'a', ["Couch stretch 2' per side", 'Foam roller 5 min']);
      await trainer.getByRole('button', { name: w.save, exact: true }).click();
      await expect(trainer.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
      await trainer.context().close();
    });

    const member = await signIn(browser, testInfo, server.origin, MEMBER, lang);
    await test.step('the member sees them on the profile and in the calendar', async () => {
      const wod = member.getByRole('region', { name: w.wod });
      await expect(wod.getByRole('heading', { name: 'Metcon' })).toBeVisible();
      await expect(wod.getByText('a.1', { exact: true })).toBeVisible();
      await expect(wod.getByText('Time cap 12 min')).toBeVisible();
      await expect(
        wod
          .getByRole('listitem')
          .filter({ hasText: /^21-15-9$/ })
          .locator('xpath=..'),
      ).toHaveText('21-15-9Thrusters 42,5/30 kgPull-ups');
      await expect(
        member.getByRole('region', { name: w.recovery }).getByText("Couch stretch 2' per side"),
      ).toBeVisible();

      await member.goto('/calendar');
      await expect(
        member.getByRole('region', { name: w.wod }).getByRole('heading', { name: 'Metcon' }),
      ).toBeVisible();
      // Another day shows that day's WOD (the demo's), and the same week's recovery.
      await member.getByRole('button', { name: w.day22, exact: true }).click();
      await expect(
        member.getByRole('region', { name: w.wod }).getByRole('heading', { name: 'Metcon' }),
      ).toBeHidden();
      await expect(member.getByRole('region', { name: w.wod }).getByRole('heading').nth(1)).toBeVisible();
      await member.getByRole('button', { name: w.day23, exact: true }).click();
      await expect(
        member.getByRole('region', { name: w.wod }).getByRole('heading', { name: 'Metcon' }),
      ).toBeVisible();
      await shoot(member, testInfo, `calendar-training-${lang}`);
    });

    await test.step('the member logs a back squat: the RM, a new best celebrated, the chart', async () => {
      await member.goto('/config');
      await member.getByRole('link', { name: w.movements }).click();
      await member.getByRole('button', { name: /^BS Back Squat/ }).click();
      const dialog = member.getByRole('dialog', { name: 'Back Squat' });
      await dialog.getByLabel(w.day).fill('2026-11-20');
      await dialog.getByLabel(w.lift).fill('100');
      await dialog.getByRole('button', { name: w.saveLift }).click();
      await expect(dialog.getByTestId('rm-value')).toHaveText('100 kg');
      // A first record is a start, not a best to celebrate.
      await expect(dialog.getByRole('status')).toBeHidden();
      await dialog.getByLabel(w.day).fill(TODAY);
      await dialog.getByLabel(w.lift).fill('105');
      await dialog.getByRole('button', { name: w.saveLift }).click();
      await expect(dialog.getByRole('status')).toHaveText(`🎉 ${w.newBest}`);
      await expect(dialog.getByTestId('rm-value')).toHaveText('105 kg');
      await expect(dialog.getByTestId('history-chart').locator('circle')).toHaveCount(2);
      // 80 % of 105 kg is 84 kg, which the plates make; 85 % is 89.25 kg, loaded as 89.
      const percentages = dialog.getByRole('region', { name: /RM \(105 kg\)/ });
      await expect(percentages.getByRole('listitem').nth(6)).toHaveText('80 %84');
      await expect(percentages.getByRole('listitem').nth(7)).toHaveText('85 %89');
      await expectAccessible(member);
      await shoot(member, testInfo, `movement-dialog-${lang}`);
      await member.keyboard.press('Escape');
      await expect(member.getByRole('button', { name: /^BS Back Squat/ })).toContainText('105 kg');
      // The tools' percentage calculator starts from the member's logged RM.
      await member.goto('/tools');
      await expect(member.getByRole('combobox')).toHaveText('Back Squat · 105 kg');
      await expect(member.getByLabel('RM (kg)')).toHaveValue('105');
      await expect(member.getByRole('row', { name: /^80 %/ })).toHaveText(/84 kg.*84 kg/);
    });

    await test.step('a Scaled score reaches the whiteboard only after the member opts in', async () => {
      // Someone already on the board: the trainer's Rx time, slower than the member's.
      await trainerRxScore(request, server.origin, 10 * 60);
      await member.goto('/profile');
      await member.getByRole('region', { name: w.wod }).getByRole('button', { name: w.logScore }).click();
      const dialog = member.getByRole('dialog', { name: w.scoreTitle });
      await dialog.getByLabel(w.minutes).fill('9');
      await dialog.getByLabel(w.seconds).fill('30');
      await dialog.getByText('Scaled', { exact: true }).click();
      await dialog.getByLabel(w.note).fill('Thrusters 30 kg');
      await dialog.getByRole('button', { name: w.save, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(member.getByText(w.myScore)).toBeVisible();
      await shoot(member, testInfo, `profile-training-${lang}`);

      await member.getByRole('link', { name: w.whiteboard }).click();
      await expect(member).toHaveURL(new RegExp(`/whiteboard/${TODAY}$`));
      const board = member.getByRole('region', { name: /Metcon/ }).getByRole('listitem');
      await expect(board).toHaveCount(1);
      await expect(board.first()).toContainText('Marc S.');
      await expect(member.getByRole('region', { name: w.myScores }).getByRole('listitem')).toContainText([
        /Metcon.*Scaled.*9:30.*Thrusters 30 kg/,
      ]);
      // The switch follows the server's answer: click, then wait for it to turn on.
      const optIn = member.getByRole('switch', { name: w.optIn });
      await optIn.click();
      await expect(optIn).toBeChecked();
      // Rx before Scaled, though the Scaled time is faster.
      await expect(board).toHaveCount(2);
      await expect(board.nth(0)).toContainText(/1.*Marc S\..*Rx.*10:00/);
      await expect(board.nth(1)).toContainText(/2.*Jordi P\..*Thrusters 30 kg.*Scaled.*9:30/);
      await shoot(member, testInfo, `whiteboard-${lang}`);
    });

    await test.step('the training screens in both languages', async () => {
      for (const other of ['ca', 'es'] as const) {
        const who = await signIn(browser, testInfo, server.origin, MEMBER, other);
        await expect(who.getByRole('region', { name: WORDS[other].wod })).toBeVisible();
        await expectAccessible(who);
        await shoot(who, testInfo, `screens-${other}-profile`);
        for (const [name, url] of [
          ['calendar', '/calendar'],
          ['whiteboard', `/whiteboard/${TODAY}`],
          ['your-movements', '/config/your-movements'],
          ['timer', '/timer'],
          ['tools', '/tools'],
        ] as const) {
          await who.goto(url);
          await expect(who.getByRole('heading', { level: 1 })).toBeVisible();
          await expectAccessible(who);
          await shoot(who, testInfo, `screens-${other}-${name}`);
        }
        await who.context().close();
        const trainer = await signIn(browser, testInfo, server.origin, TRAINER, other);
        for (const name of ['wod', 'recovery'] as const) {
          await trainer.goto(`/admin/${name}`);
          await expect(
            trainer.getByRole('listitem', { name: WORDS[other].block('a'), exact: true }),
          ).toBeVisible();
          await expectAccessible(trainer);
          await shoot(trainer, testInfo, `screens-${other}-${name}-designer`);
        }
        await trainer.context().close();
        // The box's screen: a 1920 × 1080 TV.
        const tv = await signIn(browser, testInfo, server.origin, TRAINER, other, {
          width: 1920,
          height: 1080,
        });
        await tv.goto('/tv');
        await expect(tv.getByRole('heading', { name: 'Metcon' })).toBeVisible();
        await expect(tv.getByRole('timer')).toBeVisible();
        if (other === 'ca') {
          // The list of who is in follows a booking made elsewhere, without a reload.
          const roster = tv.getByRole('region', { name: /Crossfit · / });
          await expect(roster).toContainText('0/12');
          await joinNextClass(request, server.origin, MEMBER);
          await expect(roster).toContainText('1/12');
          await expect(roster.getByRole('listitem')).toHaveText(['Jordi P.']);
        }
        await expectAccessible(tv);
        await shoot(tv, testInfo, `screens-${other}-tv-1920`);
        await tv.context().close();
      }
    });
  } finally {
    await server.dispose();
  }
});

/** Records the beeps asked of Web Audio and the screen wake locks taken and released. */
async function listenToTimer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      beeps: number[];
      locks: { requested: number; released: number };
      AudioContext: unknown;
    };
    w.beeps = [];
    w.locks = { requested: 0, released: 0 };
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          w.locks.requested++;
          return { release: async () => void w.locks.released++ };
        },
      },
    });
    w.AudioContext = class {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (next: unknown) => next,
      });
      createOscillator = () => {
        const oscillator = {
          type: '',
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => w.beeps.push(oscillator.frequency.value),
          stop: () => {},
        };
        return oscillator;
      };
    };
  });
  return {
    beeps: () => page.evaluate(() => (window as unknown as { beeps: number[] }).beeps),
    locks: () =>
      page.evaluate(() => (window as unknown as { locks: { requested: number; released: number } }).locks),
  };
}

const TICK = 880;
const GO = 1320;

test('the timer runs an EMOM on a fake clock: 10 s to get ready, beeps, the screen kept awake', async ({
  page,
}, testInfo) => {
  const heard = await listenToTimer(page);
  await page.clock.install({ time: new Date(E2E_NOW) });
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'es'));
  await page.goto('/timer');
  // From here the page's time moves only when the test says.
  await page.clock.pauseAt(new Date(Date.parse(E2E_NOW) + 60_000));
  await page.getByRole('tab', { name: 'EMOM' }).click();
  await page.getByLabel('Cada (s)').fill('60');
  await page.getByLabel('Rondas').fill('3');
  const display = page.getByRole('timer');
  await expect(display).toHaveText('00:10');
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByText('Prepárate')).toBeVisible();
  expect(await heard.locks()).toEqual({ requested: 1, released: 0 });

  await page.clock.runFor(7_000);
  await expect(display).toHaveText('00:03');
  await page.clock.runFor(3_000);
  await expect(display).toHaveText('01:00');
  await expect(page.getByText('Trabajo')).toBeVisible();
  await expect(page.getByText('Ronda 1 de 3')).toBeVisible();
  // A tick on each of the last three seconds of the get-ready, then a long one: go.
  expect(await heard.beeps()).toEqual([TICK, TICK, TICK, GO]);
  await shoot(page, testInfo, 'timer-emom-es');

  await page.clock.runFor(60_000);
  await expect(page.getByText('Ronda 2 de 3')).toBeVisible();
  await expect(display).toHaveText('01:00');
  expect(await heard.beeps()).toEqual([TICK, TICK, TICK, GO, TICK, TICK, TICK, GO]);

  // Paused: the time stands still and the screen may sleep.
  await page.getByRole('button', { name: 'Pausa' }).click();
  await page.clock.runFor(30_000);
  await expect(display).toHaveText('01:00');
  expect(await heard.locks()).toEqual({ requested: 1, released: 1 });

  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.clock.runFor(90_000);
  await expect(page.getByText('Ronda 3 de 3')).toBeVisible();
  await expect(display).toHaveText('00:30');
  await page.clock.runFor(30_000);
  await expect(page.getByText('¡Tiempo!')).toBeVisible();
  await expect(display).toHaveText('00:00');
  expect((await heard.beeps()).slice(8)).toEqual([TICK, TICK, TICK, GO, TICK, TICK, TICK, GO]);
  // Done: the timer stops and lets the screen sleep.
  expect(await heard.locks()).toEqual({ requested: 2, released: 2 });
  await page.getByRole('button', { name: 'Reiniciar' }).click();
  await expect(display).toHaveText('00:10');
});

test('the plate calculator draws 102.5 kg, which the plates cannot make exactly', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('boxbook.lang', 'ca'));
  await page.goto('/tools');
  await page.getByLabel('Pes total (kg)').fill('102,5');
  const drawing = page.getByRole('img', { name: 'Barra de 20 kg amb 25 + 15 + 1 kg a cada costat' });
  await expect(drawing).toBeVisible();
  // Each side, from the collar out: red 25, yellow 15, green 1.
  for (const side of ['left', 'right']) {
    await expect(drawing.locator(`[data-side=${side}] rect`)).toHaveCount(3);
    expect(
      await drawing
        .locator(`[data-side=${side}] rect`)
        .evaluateAll((plates) => plates.map((p) => [p.getAttribute('data-kg'), p.getAttribute('fill')])),
    ).toEqual([
      ['25', '#c62828'],
      ['15', '#f9c80e'],
      ['1', '#2e7d32'],
    ]);
  }
  await expect(page.getByTestId('loaded')).toHaveText('Total a la barra: 102 kg');
  await expect(
    page.getByText(
      '102,5 kg no es pot carregar exactament amb aquests discos: el més proper és 102 kg o 103 kg.',
    ),
  ).toBeVisible();
  await shoot(page, testInfo, 'tools-102-5-ca');
  // With a 15 kg bar, 102.5 kg is 43.75 kg a side: 25 + 15 + 2.5 + 1 and still a quarter short.
  await page.getByText('15 kg', { exact: true }).click();
  await expect(page.getByTestId('loaded')).toHaveText('Total a la barra: 102 kg');
  await page.getByLabel('Pes total (kg)').fill('10');
  await expect(page.getByText('El pes és inferior al de la barra (15 kg).')).toBeVisible();
});
