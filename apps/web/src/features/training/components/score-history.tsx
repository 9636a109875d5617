import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { formatResult } from '../../../lib/score-format';
import { useMyScores } from '../api/scores';

/** The member's own results, newest WOD first. */
export function ScoreHistory({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const scores = useMyScores(userId);
  const gym = useGymTime();
  const locale = localeOf(i18n.resolvedLanguage);
  return (
    <QueryState query={scores} isEmpty={(list) => list.length === 0} emptyText={t('training.history.empty')}>
      {(list) => (
        <ul className="divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
          {list.map((score) => (
            <li key={score.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <span className="w-24 text-sm text-gray-600">
                {gym.format(`${score.when}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric' })}
              </span>
              <span className="flex-1 font-semibold text-ink">{score.blockTitle}</span>
              <span className="text-xs font-bold text-gray-700">
                {t(`training.division.${score.division}`)}
              </span>
              <span className="font-mono font-bold text-ink">{formatResult(score.result, t, locale)}</span>
              {score.note && <span className="w-full text-sm text-gray-600">{score.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
