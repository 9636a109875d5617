import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type TimerConfig, type TimerMode, wallClockText } from '../timer-machine';
import { useTimer } from '../use-timer';
import { TimerDisplay } from './timer-display';
import { TimerSettings } from './timer-settings';

export const TIMER_MODES: TimerMode[] = ['clock', 'stopwatch', 'countdown', 'amrap', 'emom', 'intervals'];

const DEFAULTS: Record<Exclude<TimerMode, 'clock'>, TimerConfig> = {
  stopwatch: { mode: 'stopwatch', capSeconds: 12 * 60 },
  countdown: { mode: 'countdown', seconds: 5 * 60 },
  amrap: { mode: 'amrap', seconds: 12 * 60 },
  emom: { mode: 'emom', intervalSeconds: 60, rounds: 10 },
  intervals: { mode: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 8 },
};

/** The wall clock, HH:MM:SS, for the box's warm-up. */
function WallClock({ size, timeZone }: { size: 'page' | 'tv'; timeZone?: string | undefined }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return <TimerDisplay phase="clock" text={wallClockText(now, timeZone)} size={size} />;
}

function RunningTimer({ config, size }: { config: TimerConfig; size: 'page' | 'tv' }) {
  const { t } = useTranslation();
  const { view, status, start, pause, reset } = useTimer(config);
  return (
    <>
      <TimerDisplay
        phase={view.phase}
        seconds={view.seconds}
        round={view.round}
        rounds={view.rounds}
        size={size}
      />
      <div className="mt-4 flex justify-center gap-3">
        {status === 'running' ? (
          <Button onClick={pause} className="min-w-32 py-4 text-lg">
            {t('timer.pause')}
          </Button>
        ) : (
          <Button onClick={start} className="min-w-32 py-4 text-lg">
            {status === 'paused' && view.phase !== 'done' ? t('timer.resume') : t('timer.start')}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={reset}
          disabled={status === 'idle'}
          className="min-w-32 py-4 text-lg"
        >
          {t('timer.reset')}
        </Button>
      </div>
    </>
  );
}

/** Mode tabs, the settings of the chosen timer, and the timer itself. */
export function TimerPanel({
  size = 'page',
  initialMode = 'clock',
  timeZone,
}: {
  size?: 'page' | 'tv';
  initialMode?: TimerMode;
  /** The box's zone for the wall clock (Box TV); without it the device's time, which needs no server. */
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TimerMode>(initialMode);
  const [configs, setConfigs] = useState(DEFAULTS);
  const config = mode === 'clock' ? null : configs[mode];

  return (
    <div>
      <div role="tablist" aria-label={t('timer.mode')} className="mb-4 flex flex-wrap justify-center gap-2">
        {TIMER_MODES.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={m === mode}
            onClick={() => setMode(m)}
            className={`rounded-full px-4 py-2 text-sm font-bold ring-1 transition ${
              m === mode ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-gray-300 hover:bg-gray-50'
            }`}
          >
            {t(`timer.modes.${m}`)}
          </button>
        ))}
      </div>
      {config ? (
        <div>
          <div className="mb-4 flex justify-center">
            <TimerSettings
              config={config}
              onChange={(next) => setConfigs((all) => ({ ...all, [next.mode]: next }))}
            />
          </div>
          {/* A new key per configuration: changed settings start from a clean, idle timer. */}
          <RunningTimer key={JSON.stringify(config)} config={config} size={size} />
        </div>
      ) : (
        <WallClock size={size} timeZone={timeZone} />
      )}
    </div>
  );
}
