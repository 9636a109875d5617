import type { ScoreResult } from '@boxbook/domain';
import type { TFunction } from 'i18next';

/** 754 → "12:34"; an hour or more → "1:02:34". */
export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "12:34", "6 rondes + 12 reps", "102,5 kg", "150 reps", "80 cal". */
export function formatResult(result: ScoreResult, t: TFunction, locale: string): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  switch (result.kind) {
    case 'time':
      return formatDuration(result.seconds);
    case 'rounds_reps':
      return t('training.result.rounds_reps', { rounds: result.rounds, reps: result.reps });
    case 'load':
      return t('training.result.load', { load: number(result.load) });
    case 'reps':
      return t('training.result.reps', { count: result.reps });
    case 'calories':
      return t('training.result.calories', { count: result.calories });
  }
}
