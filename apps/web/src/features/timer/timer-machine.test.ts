import { describe, expect, it } from 'vitest';
import {
  cuesBetween,
  elapsedOf,
  formatClock,
  GET_READY_MS,
  idleRun,
  pauseRun,
  startRun,
  type TimerConfig,
  timerView,
  wallClockText,
} from './timer-machine';

/** A fake clock: milliseconds the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const after = (seconds: number) => GET_READY_MS + seconds * 1000;

describe('a run', () => {
  it('counts only the time it ran, across pauses', () => {
    const clock = fakeClock();
    let run = startRun(idleRun, clock.now());
    clock.advance(5_000);
    run = pauseRun(run, clock.now());
    clock.advance(60_000); // paused: does not count
    expect(elapsedOf(run, clock.now())).toBe(5_000);
    run = startRun(run, clock.now());
    clock.advance(2_500);
    expect(elapsedOf(run, clock.now())).toBe(7_500);
    expect(startRun(run, clock.now() + 10)).toBe(run); // a second start changes nothing
    expect(elapsedOf(idleRun, clock.now())).toBe(0);
  });
});

describe('timerView', () => {
  it('gets ready for 10 seconds first', () => {
    const config: TimerConfig = { mode: 'countdown', seconds: 60 };
    expect(timerView(config, 0)).toMatchObject({ phase: 'ready', seconds: 10 });
    expect(timerView(config, 9_001)).toMatchObject({ phase: 'ready', seconds: 1 });
    expect(timerView(config, after(0))).toMatchObject({ phase: 'work', seconds: 60 });
  });

  it('runs a stopwatch up to its time cap', () => {
    const forTime: TimerConfig = { mode: 'stopwatch', capSeconds: 12 * 60 };
    expect(timerView(forTime, after(75.9))).toMatchObject({ phase: 'work', seconds: 75 });
    expect(timerView(forTime, after(12 * 60))).toMatchObject({ phase: 'done', seconds: 720 });
    expect(timerView({ mode: 'stopwatch', capSeconds: null }, after(5 * 3600))).toMatchObject({
      phase: 'work',
    });
  });

  it.each(['countdown', 'amrap'] as const)('counts a %s down to done', (mode) => {
    const config: TimerConfig = { mode, seconds: 14 * 60 };
    expect(timerView(config, after(0.5))).toMatchObject({ phase: 'work', seconds: 840 });
    expect(timerView(config, after(839.2))).toMatchObject({ phase: 'work', seconds: 1 });
    expect(timerView(config, after(840))).toMatchObject({ phase: 'done', seconds: 0 });
  });

  it('starts a new round of an EMOM on every minute', () => {
    const emom: TimerConfig = { mode: 'emom', intervalSeconds: 60, rounds: 10 };
    expect(timerView(emom, after(0))).toEqual({ phase: 'work', seconds: 60, round: 1, rounds: 10 });
    expect(timerView(emom, after(59.5))).toEqual({ phase: 'work', seconds: 1, round: 1, rounds: 10 });
    expect(timerView(emom, after(60))).toEqual({ phase: 'work', seconds: 60, round: 2, rounds: 10 });
    expect(timerView(emom, after(599))).toMatchObject({ round: 10, seconds: 1 });
    expect(timerView(emom, after(600))).toMatchObject({ phase: 'done', round: 10 });
  });

  it('alternates work and rest for Tabata, without a rest after the last round', () => {
    const tabata: TimerConfig = { mode: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 8 };
    expect(timerView(tabata, after(0))).toMatchObject({ phase: 'work', seconds: 20, round: 1 });
    expect(timerView(tabata, after(20))).toMatchObject({ phase: 'rest', seconds: 10, round: 1 });
    expect(timerView(tabata, after(30))).toMatchObject({ phase: 'work', seconds: 20, round: 2 });
    expect(timerView(tabata, after(229))).toMatchObject({ phase: 'work', seconds: 1, round: 8 });
    expect(timerView(tabata, after(230))).toMatchObject({ phase: 'done' });
  });
});

describe('cuesBetween', () => {
  const emom: TimerConfig = { mode: 'emom', intervalSeconds: 60, rounds: 2 };

  it('ticks the last three seconds of the get-ready, then says go', () => {
    expect(cuesBetween(emom, 0, 6_500)).toEqual([]);
    expect(cuesBetween(emom, 6_500, GET_READY_MS)).toEqual(['tick', 'tick', 'tick', 'go']);
  });

  it('marks every new EMOM minute and the end', () => {
    expect(cuesBetween(emom, after(56.5), after(60))).toEqual(['tick', 'tick', 'tick', 'go']);
    expect(cuesBetween(emom, after(119.5), after(125))).toEqual(['end']);
  });

  it('never drops a beep when a frame comes late', () => {
    const tabata: TimerConfig = { mode: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 2 };
    // One long jump across the end of work and into rest.
    expect(cuesBetween(tabata, after(16.2), after(21))).toEqual(['tick', 'tick', 'tick', 'rest']);
    expect(cuesBetween(tabata, after(21), after(21))).toEqual([]);
  });

  it('does not tick while a stopwatch counts up', () => {
    expect(cuesBetween({ mode: 'stopwatch', capSeconds: null }, after(1), after(30))).toEqual([]);
  });
});

it.each([
  [0, '00:00'],
  [5, '00:05'],
  [754, '12:34'],
  [3754, '1:02:34'],
  [-3, '00:00'],
])('formats %d seconds as %s', (seconds, text) => {
  expect(formatClock(seconds)).toBe(text);
});

it('shows the wall clock in the box’s zone, midnight as 00', () => {
  const now = new Date('2026-11-23T08:05:09Z');
  expect(wallClockText(now, 'Europe/Madrid')).toBe('09:05:09');
  expect(wallClockText(now, 'Atlantic/Canary')).toBe('08:05:09');
  expect(wallClockText(new Date('2026-11-23T23:00:00Z'), 'Europe/Madrid')).toBe('00:00:00');
});
