import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimerConfig } from '../timer-machine';

/** A whole number field; an empty or bad entry keeps the last good value. */
function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-gray-600">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => {
          const next = Number(e.target.value);
          if (Number.isInteger(next) && next >= min && next <= max) onChange(next);
        }}
        className="mt-1 w-24 rounded-xl bg-white px-3 py-2 text-lg font-bold text-ink ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
      />
    </div>
  );
}

/** The few numbers each timer needs, in minutes or seconds as coaches say them. */
export function TimerSettings({
  config,
  onChange,
}: {
  config: TimerConfig;
  onChange: (c: TimerConfig) => void;
}) {
  const { t } = useTranslation();
  const minutes = (seconds: number) => Math.round(seconds / 60);
  switch (config.mode) {
    case 'stopwatch':
      return (
        <NumberField
          label={t('timer.fields.cap_minutes')}
          value={config.capSeconds ? minutes(config.capSeconds) : 0}
          min={0}
          max={180}
          onChange={(m) => onChange({ ...config, capSeconds: m ? m * 60 : null })}
        />
      );
    case 'countdown':
      return (
        <div className="flex gap-4">
          <NumberField
            label={t('timer.fields.minutes')}
            value={Math.floor(config.seconds / 60)}
            min={0}
            max={180}
            onChange={(m) => onChange({ ...config, seconds: Math.max(1, m * 60 + (config.seconds % 60)) })}
          />
          <NumberField
            label={t('timer.fields.seconds')}
            value={config.seconds % 60}
            min={0}
            max={59}
            onChange={(s) =>
              onChange({ ...config, seconds: Math.max(1, Math.floor(config.seconds / 60) * 60 + s) })
            }
          />
        </div>
      );
    case 'amrap':
      return (
        <NumberField
          label={t('timer.fields.minutes')}
          value={minutes(config.seconds)}
          min={1}
          max={180}
          onChange={(m) => onChange({ ...config, seconds: m * 60 })}
        />
      );
    case 'emom':
      return (
        <div className="flex gap-4">
          <NumberField
            label={t('timer.fields.interval_seconds')}
            value={config.intervalSeconds}
            min={5}
            max={600}
            onChange={(s) => onChange({ ...config, intervalSeconds: s })}
          />
          <NumberField
            label={t('timer.fields.rounds')}
            value={config.rounds}
            min={1}
            max={100}
            onChange={(r) => onChange({ ...config, rounds: r })}
          />
        </div>
      );
    case 'intervals':
      return (
        <div className="flex flex-wrap gap-4">
          <NumberField
            label={t('timer.fields.work_seconds')}
            value={config.workSeconds}
            min={1}
            max={3600}
            onChange={(s) => onChange({ ...config, workSeconds: s })}
          />
          <NumberField
            label={t('timer.fields.rest_seconds')}
            value={config.restSeconds}
            min={0}
            max={3600}
            onChange={(s) => onChange({ ...config, restSeconds: s })}
          />
          <NumberField
            label={t('timer.fields.rounds')}
            value={config.rounds}
            min={1}
            max={100}
            onChange={(r) => onChange({ ...config, rounds: r })}
          />
        </div>
      );
  }
}
