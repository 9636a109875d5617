import { useTranslation } from 'react-i18next';
import { formatClock, type TimerPhase } from '../timer-machine';

const PHASE_STYLE: Record<TimerPhase | 'clock', string> = {
  ready: 'text-amber-300',
  work: 'text-emerald-300',
  rest: 'text-sky-300',
  done: 'text-red-300',
  clock: 'text-white',
};

/** Digits big enough to read from across the box, on a dark panel (high contrast). */
export function TimerDisplay({
  phase,
  text,
  seconds,
  round,
  rounds,
  size = 'page',
}: {
  phase: TimerPhase | 'clock';
  /** Shown instead of the seconds (the wall clock). */
  text?: string;
  seconds?: number;
  round?: number | null;
  rounds?: number | null;
  size?: 'page' | 'tv';
}) {
  const { t } = useTranslation();
  const shown = text ?? formatClock(seconds ?? 0);
  // Sized to the panel, not the window (a monospace digit is about 0.6 em wide): "12:34" and the
  // wall clock's "07:45:12" both fill a phone, the page or the TV's side column without spilling out.
  const fontSize = `min(${size === 'tv' ? 16 : 15}rem, ${(100 / (shown.length * 0.62)).toFixed(1)}cqw)`;
  return (
    <div
      className="@container flex w-full flex-col items-center rounded-3xl bg-ink px-4 py-6 text-white"
      data-phase={phase}
    >
      <p
        className={`text-lg font-extrabold uppercase tracking-[0.3em] ${PHASE_STYLE[phase]}`}
        aria-live="polite"
      >
        {phase === 'clock' ? t('timer.modes.clock') : t(`timer.phase.${phase}`)}
      </p>
      <p
        role="timer"
        aria-label={t('timer.display')}
        className={`font-mono font-black leading-none tabular-nums ${PHASE_STYLE[phase]}`}
        style={{ fontSize }}
      >
        {shown}
      </p>
      {round != null && rounds != null && (
        <p className="mt-2 text-2xl font-bold text-gray-200">{t('timer.round', { round, rounds })}</p>
      )}
    </div>
  );
}
