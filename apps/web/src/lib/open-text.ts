import type { OpenDivision, OpenResult } from '@boxbook/domain';
import type { TFunction } from 'i18next';
import { formatDuration, formatResult } from './score-format';

/** "7:05", "150 reps al límit", "6 rondes + 12 reps", "80 kg". */
export function formatOpenResult(result: OpenResult, t: TFunction, locale: string): string {
  if (result.kind === 'time') return formatDuration(result.seconds);
  if (result.kind === 'capped') return t('open.result.capped', { count: result.reps });
  return formatResult(result, t, locale);
}

/** "Rx · Dones · 18–34". */
export const divisionName = (d: OpenDivision, t: TFunction) =>
  `${t(`open.level.${d.level}`)} · ${t(`open.sex.${d.sex}`)} · ${d.ageGroup.replace('-', '–')}`;

/** "7:05" or "425" → 425 seconds; null for anything else. */
export function parseClock(text: string): number | null {
  const match = /^\s*(?:(\d{1,3}):)?(\d{1,4})\s*$/.exec(text);
  if (!match) return null;
  const [, minutes, seconds] = match;
  if (minutes !== undefined && Number(seconds) > 59) return null;
  const total = Number(minutes ?? 0) * 60 + Number(seconds);
  return total > 0 ? total : null;
}
