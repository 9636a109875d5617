import type { OpenResult, OpenScore, OpenWorkout } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { formatOpenResult, parseClock } from '../../../lib/open-text';
import { useEnterScore } from '../api/open-events';

const labelClass = 'block text-sm font-semibold text-gray-700';

/** What the fields hold, read into a result of the workout's kind; null when something is missing. */
function resultOf(workout: OpenWorkout, f: Record<string, string>, capped: boolean): OpenResult | null {
  const whole = (s: string | undefined) => (s && /^\d+$/.test(s.trim()) ? Number(s) : null);
  switch (workout.kind) {
    case 'time': {
      if (capped) {
        const reps = whole(f.reps);
        return reps === null ? null : { kind: 'capped', reps };
      }
      const seconds = parseClock(f.time ?? '');
      return seconds === null ? null : { kind: 'time', seconds };
    }
    case 'reps': {
      const reps = whole(f.reps);
      return reps === null ? null : { kind: 'reps', reps };
    }
    case 'rounds_reps': {
      const rounds = whole(f.rounds);
      const reps = whole(f.reps || '0');
      return rounds === null || reps === null ? null : { kind: 'rounds_reps', rounds, reps };
    }
    case 'load': {
      const load = Number((f.load ?? '').replace(',', '.'));
      return f.load && Number.isFinite(load) ? { kind: 'load', load } : null;
    }
  }
}

/** The member's score for one workout: what they sent, its verdict, and the form to send or correct it. */
export function ScoreForm({ workout, score }: { workout: OpenWorkout; score: OpenScore | undefined }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const enter = useEnterScore();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [capped, setCapped] = useState(false);
  const [missing, setMissing] = useState(false);
  const set = (name: string) => (e: { target: { value: string } }) =>
    setFields({ ...fields, [name]: e.target.value });
  const field = (
    name: string,
    label: string,
    inputMode: 'numeric' | 'decimal' = 'numeric',
    placeholder = '',
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={`${inputClass} w-36`}
        inputMode={inputMode}
        placeholder={placeholder}
        value={fields[name] ?? ''}
        onChange={set(name)}
      />
    </div>
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = resultOf(workout, fields, capped);
    const tiebreakSeconds = workout.hasTiebreak && fields.tiebreak ? parseClock(fields.tiebreak) : null;
    setMissing(!result);
    if (result) enter.mutate({ workoutId: workout.id, result, tiebreakSeconds });
  };

  if (!workout.scoringOpen && !score)
    return <p className="text-sm text-gray-600">{t('open.score.closed')}</p>;
  return (
    <div className="space-y-3">
      {score && (
        <p role="status" className="text-sm">
          <span className="font-semibold">{t('open.score.yours')}</span>{' '}
          {formatOpenResult(score.result, t, i18n.resolvedLanguage ?? 'ca')} ·{' '}
          <span className={score.status === 'REJECTED' ? 'font-semibold text-red-800' : 'font-semibold'}>
            {t(`open.status.${score.status}`)}
          </span>
          {score.rejectReason && <span className="block text-red-800">{score.rejectReason}</span>}
        </p>
      )}
      {workout.scoringOpen && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label={t('open.score.form')}>
          {workout.kind === 'time' && (
            <div className="flex min-h-6 items-center gap-2 self-center">
              <input
                id={`${id}-capped`}
                type="checkbox"
                className="size-6"
                checked={capped}
                onChange={(e) => setCapped(e.target.checked)}
              />
              <label htmlFor={`${id}-capped`} className="text-sm font-semibold text-gray-700">
                {t('open.score.capped')}
              </label>
            </div>
          )}
          {workout.kind === 'time' && !capped && field('time', t('open.score.time'), 'numeric', 'mm:ss')}
          {(workout.kind === 'reps' || (workout.kind === 'time' && capped)) &&
            field('reps', t('open.score.reps'))}
          {workout.kind === 'rounds_reps' && field('rounds', t('open.score.rounds'))}
          {workout.kind === 'rounds_reps' && field('reps', t('open.score.extra_reps'))}
          {workout.kind === 'load' && field('load', t('open.score.load'), 'decimal')}
          {workout.hasTiebreak && field('tiebreak', t('open.score.tiebreak'), 'numeric', 'mm:ss')}
          <Button type="submit" disabled={enter.isPending}>
            {score ? t('open.score.correct') : t('open.score.send')}
          </Button>
        </form>
      )}
      {missing && <FormError code="validation" text={t('open.score.missing')} />}
      <FormError code={errorCodeOf(enter.error)} />
    </div>
  );
}
