import type { OpenPendingScore } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf } from '../../../lib/error-code';
import { divisionName, formatOpenResult } from '../../../lib/open-text';
import { useJudge, usePendingScores } from '../api/open-events';

/** One score waiting: validate it, or reject it with the reason the member will read. */
function PendingScore({ score }: { score: OpenPendingScore }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const judge = useJudge();
  const [reason, setReason] = useState('');
  const lang = i18n.resolvedLanguage === 'es' ? 'es' : 'ca';
  const result = formatOpenResult(score.result, t, lang);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <p className="font-semibold text-ink">
        {score.athlete} · {score.workoutName[lang]} · {result}
        {score.tiebreakSeconds !== null && (
          <span className="font-normal text-gray-600">
            {' '}
            ·{' '}
            {t('open.judge.tiebreak', {
              time: formatOpenResult({ kind: 'time', seconds: score.tiebreakSeconds }, t, lang),
            })}
          </span>
        )}
      </p>
      <p className="text-sm text-gray-600">{divisionName(score.division, t)}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Button
          onClick={() => judge.mutate({ scoreId: score.id, verdict: 'VALIDATED' })}
          disabled={judge.isPending}
          aria-label={`${t('open.judge.validate')} ${score.athlete} ${result}`}
        >
          {t('open.judge.validate')}
        </Button>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-gray-700">
            {t('open.judge.reason')}
          </label>
          <input
            id={`${id}-reason`}
            className={`${inputClass} w-64`}
            value={reason}
            maxLength={280}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          disabled={judge.isPending || !reason.trim()}
          onClick={() => judge.mutate({ scoreId: score.id, verdict: 'REJECTED', reason })}
          aria-label={`${t('open.judge.reject')} ${score.athlete} ${result}`}
        >
          {t('open.judge.reject')}
        </Button>
      </div>
      <div className="mt-2">
        <FormError code={errorCodeOf(judge.error)} />
      </div>
    </li>
  );
}

/** The event's scores waiting for a judge, oldest first, live. */
export function JudgingQueue({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const pending = usePendingScores(eventId);
  return (
    <QueryState query={pending} isEmpty={(list) => list.length === 0} emptyText={t('open.judge.none')}>
      {(list) => (
        <ul className="space-y-3">
          {list.map((score) => (
            <PendingScore key={score.id} score={score} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
