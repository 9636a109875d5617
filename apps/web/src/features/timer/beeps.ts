import type { Cue } from './timer-machine';

let context: AudioContext | null = null;

/** Browsers start audio only after a user gesture: call this from the start button. */
export function unlockAudio(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  void context.resume().catch(() => {});
}

const SOUNDS: Record<Cue, { hz: number; ms: number }> = {
  tick: { hz: 880, ms: 120 },
  go: { hz: 1320, ms: 450 },
  rest: { hz: 520, ms: 450 },
  end: { hz: 1320, ms: 1200 },
};

/** A beep made with Web Audio: no sound file to load, works offline. */
export function beep(cue: Cue): void {
  if (context?.state !== 'running') return;
  const { hz, ms } = SOUNDS[cue];
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'square';
  oscillator.frequency.value = hz;
  const start = context.currentTime;
  gain.gain.setValueAtTime(0.25, start);
  // A short fade avoids the click of a sound cut dead.
  gain.gain.exponentialRampToValueAtTime(0.001, start + ms / 1000);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + ms / 1000 + 0.02);
}
