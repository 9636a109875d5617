import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { useLeaderboard, useMyEntry, useOpenEvent } from '../features/open-events/api/open-events';
import { DivisionFilter } from '../features/open-events/components/division-filter';
import { LeaderboardTable } from '../features/open-events/components/leaderboard-table';
import { RegistrationForm } from '../features/open-events/components/registration-form';
import { ScoreForm } from '../features/open-events/components/score-form';
import { useContentText } from '../lib/content-text';
import { useCurrentUser } from '../lib/session';

/** An Open on the member's phone: their division, their scores per workout, and the live leaderboard. */
export function OpenEventPage() {
  const { t } = useTranslation();
  const text = useContentText();
  const user = useCurrentUser();
  const eventId = Number(useParams().id);
  const event = useOpenEvent(eventId);
  const me = useMyEntry(eventId);
  const [division, setDivision] = useState<string | null>(null);
  const board = useLeaderboard(eventId, division);
  return (
    <Page className="max-w-5xl">
      <QueryState query={event}>
        {(ev) => (
          <>
            <PageTitle subtitle={t('open.page.subtitle')}>{text.name(ev)}</PageTitle>
            <div className="space-y-6">
              {me.data && (
                <RegistrationForm
                  key={me.data.entry?.division.level ?? 'none'}
                  eventId={eventId}
                  entry={me.data.entry}
                  open={ev.registrationOpen}
                />
              )}
              <section aria-labelledby="open-workouts">
                <h2 id="open-workouts" className="mb-3 text-xl font-bold text-ink">
                  {t('open.page.workouts')}
                </h2>
                <ul className="space-y-3">
                  {ev.workouts.map((w) => (
                    <li key={w.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
                      <h3 className="text-lg font-bold text-ink">{text.name(w)}</h3>
                      {text.description(w) && (
                        <p className="mb-3 whitespace-pre-line text-sm text-gray-700">
                          {text.description(w)}
                        </p>
                      )}
                      {me.data?.entry && (
                        <ScoreForm
                          workout={w}
                          score={me.data.entry.scores.find((s) => s.workoutId === w.id)}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="open-board">
                <h2 id="open-board" className="mb-3 text-xl font-bold text-ink">
                  {t('open.board.title')}
                </h2>
                <QueryState query={board}>
                  {(data) => (
                    <div className="space-y-3">
                      {data.divisions.length > 0 && (
                        <DivisionFilter
                          divisions={data.divisions}
                          value={data.division}
                          onChange={setDivision}
                        />
                      )}
                      <LeaderboardTable board={data} workouts={ev.workouts} viewerId={user.id} />
                    </div>
                  )}
                </QueryState>
              </section>
            </div>
          </>
        )}
      </QueryState>
    </Page>
  );
}
