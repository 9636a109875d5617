import { useEffect, useRef, useState } from 'react';
import { beep, unlockAudio } from './beeps';
import {
  cuesBetween,
  elapsedOf,
  idleRun,
  pauseRun,
  startRun,
  type TimerConfig,
  type TimerRun,
  type TimerView,
  timerView,
} from './timer-machine';
import { useWakeLock } from './wake-lock';

/** How often the digits are redrawn; the machine reads the clock, so a late tick loses nothing. */
const TICK_MS = 100;

export interface TimerControls {
  view: TimerView;
  status: TimerRun['status'];
  start: () => void;
  pause: () => void;
  reset: () => void;
}

/** Runs a timer on the page's clock (Date.now, which tests fake), with beeps and the screen kept on. */
export function useTimer(config: TimerConfig, sound = true): TimerControls {
  const [run, setRun] = useState<TimerRun>(idleRun);
  const [now, setNow] = useState(() => Date.now());
  const heard = useRef(0);
  const elapsed = elapsedOf(run, now);
  const view = timerView(config, elapsed);
  const done = view.phase === 'done';

  useEffect(() => {
    if (run.status !== 'running') return;
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [run.status]);

  useEffect(() => {
    if (run.status !== 'running') return;
    if (sound) for (const cue of cuesBetween(config, heard.current, elapsed)) beep(cue);
    heard.current = elapsed;
  }, [config, elapsed, run.status, sound]);

  // A finished timer stops running, so it no longer redraws or holds the screen awake.
  useEffect(() => {
    if (done && run.status === 'running') setRun((r) => pauseRun(r, Date.now()));
  }, [done, run.status]);

  useWakeLock(run.status === 'running');

  return {
    view,
    status: run.status,
    start: () => {
      unlockAudio();
      const at = Date.now();
      setNow(at);
      setRun((r) => (done ? startRun(idleRun, at) : startRun(r, at)));
      if (done) heard.current = 0;
    },
    pause: () => setRun((r) => pauseRun(r, Date.now())),
    reset: () => {
      heard.current = 0;
      setRun(idleRun);
    },
  };
}
