/**
 * The timers a box uses, as pure functions of the time elapsed since start (docs/product.md, Time: the
 * clock is passed in, never read here), so a fake clock drives them in tests and the screen only
 * redraws what `timerView` says.
 */

export const GET_READY_MS = 10_000;

export type TimerConfig =
  | { mode: 'stopwatch'; capSeconds: number | null }
  | { mode: 'countdown'; seconds: number }
  | { mode: 'amrap'; seconds: number }
  | { mode: 'emom'; intervalSeconds: number; rounds: number }
  | { mode: 'intervals'; workSeconds: number; restSeconds: number; rounds: number };

export type TimerMode = TimerConfig['mode'] | 'clock';

export interface TimerRun {
  status: 'idle' | 'running' | 'paused';
  /** When the current running stretch began (ms on the caller's clock). */
  since: number | null;
  /** Time run before the current stretch (ms), pauses excluded. */
  banked: number;
}

export const idleRun: TimerRun = { status: 'idle', since: null, banked: 0 };

export const startRun = (run: TimerRun, now: number): TimerRun =>
  run.status === 'running' ? run : { status: 'running', since: now, banked: run.banked };

export const pauseRun = (run: TimerRun, now: number): TimerRun =>
  run.status === 'running' ? { status: 'paused', since: null, banked: elapsedOf(run, now) } : run;

export const elapsedOf = (run: TimerRun, now: number) =>
  run.banked + (run.status === 'running' && run.since !== null ? Math.max(0, now - run.since) : 0);

export type TimerPhase = 'ready' | 'work' | 'rest' | 'done';

export interface TimerView {
  phase: TimerPhase;
  /** Whole seconds to show: counting down for every timer but the stopwatch, which counts up. */
  seconds: number;
  /** 1-based round of EMOM and intervals; null for the others. */
  round: number | null;
  rounds: number | null;
}

/** The whole length of a timer after the get-ready, or null for an uncapped stopwatch. */
export function totalMs(config: TimerConfig): number | null {
  switch (config.mode) {
    case 'stopwatch':
      return config.capSeconds ? config.capSeconds * 1000 : null;
    case 'countdown':
    case 'amrap':
      return config.seconds * 1000;
    case 'emom':
      return config.intervalSeconds * config.rounds * 1000;
    case 'intervals':
      // No rest after the last round: the work is over.
      return ((config.workSeconds + config.restSeconds) * config.rounds - config.restSeconds) * 1000;
  }
}

const up = (ms: number) => Math.ceil(ms / 1000);

export function timerView(config: TimerConfig, elapsed: number): TimerView {
  const t = elapsed - GET_READY_MS;
  const rounds = config.mode === 'emom' || config.mode === 'intervals' ? config.rounds : null;
  if (t < 0) return { phase: 'ready', seconds: up(-t), round: rounds ? 1 : null, rounds };
  const total = totalMs(config);
  if (total !== null && t >= total)
    return {
      phase: 'done',
      seconds: config.mode === 'stopwatch' ? total / 1000 : 0,
      round: rounds,
      rounds,
    };
  switch (config.mode) {
    case 'stopwatch':
      return { phase: 'work', seconds: Math.floor(t / 1000), round: null, rounds };
    case 'countdown':
    case 'amrap':
      return { phase: 'work', seconds: up(config.seconds * 1000 - t), round: null, rounds };
    case 'emom': {
      const interval = config.intervalSeconds * 1000;
      return {
        phase: 'work',
        seconds: up(interval - (t % interval)),
        round: Math.floor(t / interval) + 1,
        rounds,
      };
    }
    case 'intervals': {
      const work = config.workSeconds * 1000;
      const cycle = work + config.restSeconds * 1000;
      const within = t % cycle;
      const round = Math.floor(t / cycle) + 1;
      return within < work
        ? { phase: 'work', seconds: up(work - within), round, rounds }
        : { phase: 'rest', seconds: up(cycle - within), round, rounds };
    }
  }
}

export type Cue = 'tick' | 'go' | 'rest' | 'end';

/**
 * The beeps due between two moments of a run: a short tick on each of the last three seconds
 * before a change, a long one when work starts, a low one when rest starts, and the final one.
 */
export function cuesBetween(config: TimerConfig, from: number, to: number): Cue[] {
  if (to <= from) return [];
  const cues: Cue[] = [];
  let previous = timerView(config, from);
  // Step through each whole second crossed, so a slow frame never swallows a beep.
  const firstSecond = Math.floor(from / 1000) + 1;
  for (let s = firstSecond; s * 1000 <= to; s++) {
    const view = timerView(config, s * 1000);
    if (view.phase === 'done' && previous.phase !== 'done') cues.push('end');
    else if (view.phase !== previous.phase || view.round !== previous.round)
      cues.push(view.phase === 'rest' ? 'rest' : 'go');
    else if (
      view.phase !== 'done' &&
      countsDown(config, view.phase) &&
      view.seconds >= 1 &&
      view.seconds <= 3
    )
      cues.push('tick');
    previous = view;
  }
  return cues;
}

const countsDown = (config: TimerConfig, phase: TimerPhase) =>
  phase === 'ready' || config.mode !== 'stopwatch';

/** 754 → "12:34"; an hour or more → "1:02:34". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** The wall clock: HH:MM:SS of `now` in `timeZone`, or in the device's zone when none is given. */
export function wallClockText(now: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}:${part('second')}`;
}
