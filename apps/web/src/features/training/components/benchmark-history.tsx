import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { formatResult } from '../../../lib/score-format';
import { useBenchmarkHistory } from '../api/benchmarks';
import { benchmarkName } from './benchmark-name';

/**
 * Under a WOD block that is a benchmark: the member's earlier results on it, their best, and the
 * record badge on a result that beat the best before it (docs/product.md, Benchmark workouts).
 */
export function BenchmarkHistory({ benchmarkId, userId }: { benchmarkId: number; userId: number }) {
  const { t, i18n } = useTranslation();
  const gym = useGymTime();
  const history = useBenchmarkHistory(benchmarkId, userId);
  if (!history.data) return null;
  const { benchmark, results, bestScoreId } = history.data;
  const locale = localeOf(i18n.resolvedLanguage);
  const name = benchmarkName(benchmark, i18n.resolvedLanguage);
  const best = results.find((r) => r.scoreId === bestScoreId);
  const headingId = `benchmark-${benchmarkId}-history`;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl bg-brand-50 p-3 text-sm">
      <h5 id={headingId} className="font-bold text-ink">
        {t('training.benchmark.history_title', { name })}
      </h5>
      {results.length === 0 ? (
        <p className="mt-1 text-gray-700">{t('training.benchmark.first_time')}</p>
      ) : (
        <>
          {best && (
            <p className="mt-1 font-semibold text-ink">
              {t('training.benchmark.best', {
                result: formatResult(best.result, t, locale),
                division: t(`training.division.${best.division}`),
                date: gym.format(`${best.when}T12:00:00Z`, { dateStyle: 'medium' }),
              })}
            </p>
          )}
          <ul className="mt-2 space-y-1">
            {results.map((r) => (
              <li key={r.scoreId} className="flex flex-wrap items-center gap-x-2 text-gray-800">
                <span className="tabular-nums">
                  {gym.format(`${r.when}T12:00:00Z`, { dateStyle: 'medium' })}
                </span>
                <span className="font-semibold">{formatResult(r.result, t, locale)}</span>
                <span>{t(`training.division.${r.division}`)}</span>
                {r.pr && (
                  <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white">
                    {t('training.benchmark.pr')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
