import { userFlags } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useOpenEvent, useOpenEvents, useSaveWorkout } from '../../features/open-events/api/open-events';
import { EventForm } from '../../features/open-events/components/event-form';
import { JudgingQueue } from '../../features/open-events/components/judging-queue';
import { WorkoutForm } from '../../features/open-events/components/workout-form';
import { useContentText } from '../../lib/content-text';
import { useCurrentUser } from '../../lib/session';

/** One event for the staff: its details, its workouts (opened and closed for scores), the judging queue. */
function EventAdmin({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const text = useContentText();
  const event = useOpenEvent(eventId);
  const save = useSaveWorkout();
  return (
    <QueryState query={event}>
      {(ev) => (
        <div className="space-y-8">
          <div className="flex flex-wrap gap-3">
            <ButtonLink variant="secondary" to={paths.openEvent(ev.id)}>
              {t('open.admin.member_view')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.tvOpen(ev.id)}>
              {t('open.admin.tv_view')}
            </ButtonLink>
          </div>
          <section aria-labelledby="open-judging">
            <h2 id="open-judging" className="mb-3 text-xl font-bold text-ink">
              {t('open.judge.title')}
            </h2>
            <JudgingQueue eventId={ev.id} />
          </section>
          <section aria-labelledby="open-admin-workouts">
            <h2 id="open-admin-workouts" className="mb-3 text-xl font-bold text-ink">
              {t('open.page.workouts')}
            </h2>
            <ul className="mb-4 space-y-2">
              {ev.workouts.map((w) => (
                <li
                  key={w.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
                >
                  <span>
                    <span className="font-bold text-ink">{text.name(w)}</span>{' '}
                    <span className="text-sm text-gray-600">
                      {t(`open.kind.${w.kind}`)} ·{' '}
                      {w.scoringOpen ? t('open.admin.scoring_on') : t('open.admin.scoring_off')}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={save.isPending}
                    onClick={() => save.mutate({ ...w, scoringOpen: !w.scoringOpen })}
                  >
                    {w.scoringOpen ? t('open.admin.close_scoring') : t('open.admin.open_scoring')}{' '}
                    {text.name(w)}
                  </Button>
                </li>
              ))}
            </ul>
            <WorkoutForm eventId={ev.id} />
          </section>
          <section aria-labelledby="open-admin-event">
            <h2 id="open-admin-event" className="mb-3 text-xl font-bold text-ink">
              {t('open.admin.event')}
            </h2>
            <EventForm key={ev.id} event={ev} />
          </section>
        </div>
      )}
    </QueryState>
  );
}

/** `/admin/open`: the events and a new one; `/admin/open/:id`: that event. */
export function OpenEventsAdminPage() {
  const { t } = useTranslation();
  const text = useContentText();
  const navigate = useNavigate();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const picked = Number(useParams().id) || null;
  const events = useOpenEvents();
  return (
    <Page>
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={t('open.admin.subtitle')}>{t('open.admin.title')}</PageTitle>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        {/* On a phone the chosen event (its judging queue first) comes before the list. */}
        <div className={`space-y-6 ${picked ? 'order-last lg:order-none' : ''}`}>
          <QueryState query={events} isEmpty={(list) => list.length === 0} emptyText={t('open.list.empty')}>
            {(list) => (
              <ul className="space-y-2">
                {list.map((ev) => (
                  <li key={ev.id}>
                    <Link
                      to={paths.adminOpen(ev.id)}
                      aria-current={ev.id === picked ? 'page' : undefined}
                      className="block rounded-2xl bg-white p-4 font-bold text-ink ring-1 ring-gray-200 hover:ring-brand-500 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-700"
                    >
                      {text.name(ev)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <section
            aria-labelledby="open-new-event"
            className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200"
          >
            <h2 id="open-new-event" className="mb-3 text-lg font-bold text-ink">
              {t('open.admin.new_event')}
            </h2>
            <EventForm onSaved={(ev) => void navigate(paths.adminOpen(ev.id))} />
          </section>
        </div>
        {picked && <EventAdmin key={picked} eventId={picked} />}
      </div>
    </Page>
  );
}
