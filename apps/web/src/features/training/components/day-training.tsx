import { type Score, type ScoreKind, STAFF, type Wod, type WorkoutBlock } from '@boxbook/domain';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { formatResult } from '../../../lib/score-format';
import { useCurrentUser } from '../../../lib/session';
import { useMyScores } from '../api/scores';
import { useRecoveryOfDay, useWodOfDay } from '../api/workouts';
import { BenchmarkHistory } from './benchmark-history';
import { ScoreDialog } from './score-dialog';
import { WodPublication } from './wod-publication';
import { WorkoutBlocks } from './workout-blocks';

type ScoredBlock = WorkoutBlock & { score: ScoreKind };

/**
 * A day's training (today's unless told), for the profile and the calendar's day panel: the WOD
 * with the member's scores and a button to log one, and the recovery session of that day's week.
 */
export const DayTraining = memo(function DayTraining({
  date: picked,
  userId,
}: {
  date?: string;
  /** Whose scores: a dependent the guardian acts for (Households); the signed-in member if absent. */
  userId?: number;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const today = useGymTime().today();
  const date = picked ?? today;
  const wod = useWodOfDay(date);
  const recovery = useRecoveryOfDay(date);
  const staff = user.roles.some((role) => (STAFF as readonly string[]).includes(role));

  return (
    <div className="space-y-6">
      <section aria-labelledby={`wod-${date}`} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={`wod-${date}`} className="text-lg font-bold text-ink">
            {t('training.wod_title')}
          </h2>
          <div className="flex gap-3 text-sm font-semibold">
            <Link className="text-brand-700 underline-offset-2 hover:underline" to={paths.whiteboard(date)}>
              {t('training.whiteboard.link')}
            </Link>
            <Link className="text-brand-700 underline-offset-2 hover:underline" to={paths.records}>
              {t('training.records.link')}
            </Link>
            {staff && (
              <Link
                className="text-brand-700 underline-offset-2 hover:underline"
                to={paths.wodDesigner(date)}
              >
                {wod.data ? t('training.designer.edit_wod') : t('training.designer.new_wod')}
              </Link>
            )}
          </div>
        </div>
        <QueryState query={wod} isEmpty={(data) => data === null} emptyText={t('training.no_wod')}>
          {(data) =>
            data?.publishesAt && !staff ? (
              <WodPublication publishesAt={data.publishesAt} />
            ) : (
              data && (
                <>
                  {data.publishesAt && <WodPublication publishesAt={data.publishesAt} staff />}
                  <WodWithScores wod={data} userId={userId ?? user.id} canScore={date <= today} />
                </>
              )
            )
          }
        </QueryState>
      </section>
      {(recovery.data || staff) && (
        <section
          aria-labelledby={`recovery-${date}`}
          className="rounded-2xl bg-white p-5 ring-1 ring-gray-200"
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id={`recovery-${date}`} className="text-lg font-bold text-ink">
              {t('training.recovery_title')}
            </h2>
            {staff && (
              <Link
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                to={paths.recoveryDesigner(date)}
              >
                {recovery.data ? t('training.designer.edit_recovery') : t('training.designer.new_recovery')}
              </Link>
            )}
          </div>
          <QueryState
            query={recovery}
            isEmpty={(data) => data === null}
            emptyText={t('training.no_recovery')}
          >
            {(data) => data && <WorkoutBlocks blocks={data.wbs} />}
          </QueryState>
        </section>
      )}
    </div>
  );
});

function WodWithScores({ wod, userId, canScore }: { wod: Wod; userId: number; canScore: boolean }) {
  const { t, i18n } = useTranslation();
  const scores = useMyScores(userId);
  const [logging, setLogging] = useState<{ block: ScoredBlock; label: string } | null>(null);
  const mine = (blockId: string): Score | undefined =>
    scores.data?.find((s) => s.wodId === wod.id && s.blockId === blockId);

  return (
    <>
      <WorkoutBlocks
        blocks={wod.wbs}
        footer={(block, label) => {
          if (!block.score) return null;
          const scored = { ...block, score: block.score };
          const score = mine(block.id);
          return (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <span className="text-gray-600">{t(`training.score_kinds.${block.score}`)}</span>
              {score && (
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-900">
                  {t('training.score.mine', {
                    result: formatResult(score.result, t, localeOf(i18n.resolvedLanguage)),
                    division: t(`training.division.${score.division}`),
                  })}
                </span>
              )}
              {canScore && (
                <Button
                  variant="secondary"
                  className="px-3 py-1"
                  onClick={() => setLogging({ block: scored, label })}
                >
                  {score ? t('training.score.edit') : t('training.score.log')}
                </Button>
              )}
              {block.benchmarkId && (
                <div className="basis-full">
                  <BenchmarkHistory benchmarkId={block.benchmarkId} userId={userId} />
                </div>
              )}
            </div>
          );
        }}
      />
      {logging && (
        <ScoreDialog
          open
          onOpenChange={(open) => !open && setLogging(null)}
          wodId={wod.id}
          block={logging.block}
          label={logging.label}
          userId={userId}
          existing={mine(logging.block.id)}
        />
      )}
    </>
  );
}
