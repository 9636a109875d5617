import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../components/ui/query-state';
import { useLeaderboard, useOpenEvent } from '../features/open-events/api/open-events';
import { DivisionFilter } from '../features/open-events/components/division-filter';
import { LeaderboardTable } from '../features/open-events/components/leaderboard-table';
import { useContentText } from '../lib/content-text';
import { divisionName } from '../lib/open-text';

/** An Open's leaderboard on the box's TV: big type, one division at a time, live. */
export function TvOpenPage() {
  const { t } = useTranslation();
  const text = useContentText();
  const eventId = Number(useParams().id);
  const event = useOpenEvent(eventId);
  const [division, setDivision] = useState<string | null>(null);
  const board = useLeaderboard(eventId, division);
  return (
    <div className="min-h-dvh bg-ink p-4 text-white lg:p-8">
      <QueryState query={event}>
        {(ev) => (
          <main className="space-y-6">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h1 className="text-3xl font-black lg:text-6xl">
                {text.name(ev)} · {t('open.board.title')}
              </h1>
              {board.data && board.data.divisions.length > 1 && (
                <DivisionFilter
                  dark
                  divisions={board.data.divisions}
                  value={board.data.division}
                  onChange={setDivision}
                />
              )}
            </div>
            <QueryState query={board}>
              {(data) => (
                <section aria-label={t('open.board.title')} className="rounded-3xl bg-gray-800 p-4 lg:p-8">
                  {data.division && (
                    <h2 className="mb-4 text-2xl font-bold text-gray-200 lg:text-4xl">
                      {divisionName(data.division, t)}
                    </h2>
                  )}
                  <LeaderboardTable board={data} workouts={ev.workouts} size="tv" />
                </section>
              )}
            </QueryState>
          </main>
        )}
      </QueryState>
    </div>
  );
}
