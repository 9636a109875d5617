import type { BenchmarkPr, PrEntry } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';
import { formatValue } from '../../../lib/format-value';
import { useGymTime } from '../../../lib/gym-time';
import { formatResult } from '../../../lib/score-format';
import { benchmarkName } from './benchmark-name';

/**
 * New bests on benchmarks and on movements (lifts), mixed as the server sends them, newest first;
 * with names when it is the box's feed.
 */
export function RecordFeed({ entries, withNames }: { entries: PrEntry[]; withNames: boolean }) {
  const { t, i18n } = useTranslation();
  const gym = useGymTime();
  const locale = localeOf(i18n.resolvedLanguage);
  const shown = (entry: Pick<BenchmarkPr, 'division' | 'result'>) =>
    `${formatResult(entry.result, t, locale)} ${t(`training.division.${entry.division}`)}`;
  const lines = (entry: PrEntry) =>
    entry.kind === 'benchmark'
      ? {
          key: `benchmark-${entry.scoreId}`,
          entry: t('training.records.entry', {
            name: benchmarkName(entry.benchmark, i18n.resolvedLanguage),
            result: shown(entry),
          }),
          previous: t('training.records.previous', { result: shown(entry.previous) }),
        }
      : {
          key: `movement-${entry.recordId}`,
          entry: t('training.records.entry', {
            name: entry.movement.name,
            result: formatValue(entry.value, entry.movement.unit, t, locale),
          }),
          previous: t('training.records.previous', {
            result: formatValue(entry.previous, entry.movement.unit, t, locale),
          }),
        };
  return (
    <ul className="space-y-3">
      {entries.map((entry) => {
        const { key, ...text } = lines(entry);
        return (
          <li key={key} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
            <p className="text-sm text-gray-600">
              {gym.format(`${entry.when}T12:00:00Z`, { dateStyle: 'medium' })}
              {withNames && <span className="font-semibold text-ink"> · {entry.user.name}</span>}
            </p>
            <p className="mt-1 font-extrabold text-ink">{text.entry}</p>
            <p className="text-sm text-gray-700">{text.previous}</p>
          </li>
        );
      })}
    </ul>
  );
}
