import type { PrEntry } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { formatResult } from '../../../lib/score-format';
import { benchmarkName } from './benchmark-name';

/** New bests on benchmarks, newest first; with names when it is the box's feed. */
export function RecordFeed({ entries, withNames }: { entries: PrEntry[]; withNames: boolean }) {
  const { t, i18n } = useTranslation();
  const gym = useGymTime();
  const locale = localeOf(i18n.resolvedLanguage);
  const shown = (entry: Pick<PrEntry, 'division' | 'result'>) =>
    `${formatResult(entry.result, t, locale)} ${t(`training.division.${entry.division}`)}`;
  return (
    <ul className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.scoreId} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
          <p className="text-sm text-gray-600">
            {gym.format(`${entry.when}T12:00:00Z`, { dateStyle: 'medium' })}
            {withNames && <span className="font-semibold text-ink"> · {entry.user.name}</span>}
          </p>
          <p className="mt-1 font-extrabold text-ink">
            {t('training.records.entry', {
              name: benchmarkName(entry.benchmark, i18n.resolvedLanguage),
              result: shown(entry),
            })}
          </p>
          <p className="text-sm text-gray-700">
            {t('training.records.previous', { result: shown(entry.previous) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
