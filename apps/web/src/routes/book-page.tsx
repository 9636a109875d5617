import { addDaysTo, type ClassView, isUnlimitedCredits, userFlags } from '@boxbook/domain';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { YesNoDialog } from '../components/ui/dialog';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useEnabledActivities } from '../features/activities/api/get-activities';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import {
  applyClassFrame,
  classesQueryOptions,
  useJoinClass,
  useLeaveClass,
} from '../features/booking/api/classes';
import { BookingOpensNotice } from '../features/booking/components/booking-opens-notice';
import { BookingRefusal } from '../features/booking/components/booking-refusal';
import { ClassCard } from '../features/booking/components/class-card';
import { DayChips } from '../features/booking/components/day-chips';
import { BuyCreditDialog } from '../features/payments/components/buy-credit-dialog';
import { useCancelLimitText } from '../lib/cancel-limit-text';
import { useContentText } from '../lib/content-text';
import { errorCodeOf } from '../lib/error-code';
import { useGymTime } from '../lib/gym-time';
import { useCurrentUser } from '../lib/session';
import { useLiveQuery } from '../lib/use-live-query';

/** `/book/{activity}`: booking opens on the box's today. */
export function BookTodayRedirect() {
  const { activity = '' } = useParams();
  return <Navigate to={paths.book(activity, useGymTime().today())} replace />;
}

/**
 * Book `/book/{activity}/{date}`: pick activity and day, join, wait or leave, live (see
 * docs/product.md, Screens).
 */
export function BookPage() {
  const { t } = useTranslation();
  const today = useGymTime().today();
  const { activity: activityName = '', date = today } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const config = useAppConfig();
  const { daysToShow, topPlanKey } = config;
  const flags = userFlags(user, topPlanKey);
  const cancelLimit = useCancelLimitText(config.cancelLimitMinutes);
  const activities = useEnabledActivities();
  const activity = activities.data?.find(
    (a) => a.key === activityName.replaceAll('-', '_') || a.name.toLowerCase() === activityName.toLowerCase(),
  );
  const queryClient = useQueryClient();
  const text = useContentText();
  // A day past those members see (reached from the timetable) has no classes to ask for yet.
  const beyondWindow = date > addDaysTo(today, daysToShow - 1);
  const classes = useLiveQuery(
    { ...classesQueryOptions(activity?.id ?? 0, date), enabled: activity !== undefined && !beyondWindow },
    {
      destinations: (list) => (list ?? []).map((c) => `/class/${c.id}`),
      onMessage: (body) => applyClassFrame(queryClient, body as ClassView),
    },
  );
  const join = useJoinClass();
  const leave = useLeaveClass();
  // On a phone the activity row scrolls: the current activity is brought to its middle, in view.
  const activityRow = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = activityRow.current;
    const current = row?.querySelector('[aria-current="page"]');
    if (!row || !current || activity === undefined) return;
    const [inRow, chip] = [row.getBoundingClientRect(), current.getBoundingClientRect()];
    row.scrollLeft += chip.left - inRow.left - (inRow.width - chip.width) / 2;
  }, [activity]);
  const [dialog, setDialog] = useState<null | 'no_credits' | { confirmLeave: ClassView }>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // "No connection" is true only while it lasts: the network's return takes it away, not a tap.
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (online) setFailure((shown: unknown) => (errorCodeOf(shown) === 'network' ? null : shown));
      }),
    [],
  );
  const days = Array.from({ length: daysToShow }, (_, i) => addDaysTo(today, i));
  const nextDay = days.includes(date) ? days[days.indexOf(date) + 1] : undefined;

  const fail = (error: unknown, item: ClassView) => {
    const code = errorCodeOf(error) ?? 'network';
    if (code === 'no_credits') return setDialog('no_credits');
    if (code === 'penalization_required') return setDialog({ confirmLeave: item });
    setFailure(error);
  };
  const onJoin = (item: ClassView) => {
    setFailure(null);
    join.mutate({ classId: item.id, userId: user.id }, { onError: (e) => fail(e, item) });
  };
  const onLeave = (item: ClassView, penalization = false) => {
    setFailure(null);
    setDialog(null);
    leave.mutate({ classId: item.id, userId: user.id, penalization }, { onError: (e) => fail(e, item) });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-5 sm:px-6">
      <div className="flex items-center justify-between">
        <Link to={paths.profile} className="text-sm font-semibold text-brand-700">
          ‹ {t('menu.profile')}
        </Link>
        <h1 className="text-lg font-extrabold text-ink">{t('book.title')}</h1>
      </div>
      {activity && <CreditsOfKind kind={activity.creditType === 'OPEN' ? 'open' : 'activity'} />}
      <nav
        ref={activityRow}
        aria-label={t('book.activities')}
        className="scrollbar-none -mx-4 mt-4 flex gap-2 overflow-x-auto px-4"
      >
        {(activities.data ?? []).map((a) => (
          <Link
            key={a.id}
            to={paths.book(a.key, date)}
            aria-current={a.id === activity?.id ? 'page' : undefined}
            className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 aria-[current=page]:bg-ink aria-[current=page]:text-white"
          >
            {text.name(a)}
          </Link>
        ))}
      </nav>
      <DayChips
        days={days}
        selected={date}
        onSelect={(d) => void navigate(paths.book(activity?.key ?? activityName, d))}
      />
      <BookingRefusal error={failure} />
      <div className="mt-4">
        {activities.isSuccess && !activity ? (
          <p className="py-10 text-center text-gray-500">{t('book.unknown_activity')}</p>
        ) : beyondWindow ? (
          <BookingOpensNotice
            date={date}
            daysToShow={daysToShow}
            bookFutureClassStartHour={config.bookFutureClassStartHour}
          />
        ) : (
          <QueryState query={classes} isEmpty={(list) => list.length === 0} emptyText={t('book.no_classes')}>
            {(list) => {
              const card = (item: ClassView) => (
                <li key={item.id}>
                  <ClassCard
                    item={item}
                    sheetTo={
                      flags.isAdmin || flags.isTrainer
                        ? paths.classSheet(activityName, date, item.id)
                        : undefined
                    }
                    busy={join.isPending || leave.isPending}
                    onJoin={() => onJoin(item)}
                    onLeave={() => onLeave(item)}
                  />
                </li>
              );
              // The screen opens on the next class: those already under way fold away above it.
              const started = list.filter((item) => item.block === 'started');
              const coming = list.filter((item) => item.block !== 'started');
              return (
                <>
                  {started.length > 0 && (
                    <details className="mb-3 rounded-2xl bg-white ring-1 ring-gray-200">
                      <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-gray-700">
                        {t('book.started_classes', { count: started.length })}
                      </summary>
                      <ul className="space-y-3 px-2 pb-2">{started.map(card)}</ul>
                    </details>
                  )}
                  {coming.length > 0 ? (
                    <ul className="space-y-3">{coming.map(card)}</ul>
                  ) : (
                    <div className="py-10 text-center">
                      <p className="text-gray-600">{t('book.no_more_today')}</p>
                      {nextDay && (
                        <Link
                          to={paths.book(activity?.key ?? activityName, nextDay)}
                          className="mt-3 inline-block font-semibold text-brand-700 underline"
                        >
                          {t('book.see_next_day')} ›
                        </Link>
                      )}
                    </div>
                  )}
                </>
              );
            }}
          </QueryState>
        )}
      </div>
      <BuyCreditDialog
        open={dialog === 'no_credits'}
        onOpenChange={(open) => !open && setDialog(null)}
        reason="no_credits"
        user={user}
        kind={activity?.creditType === 'OPEN' ? 'open' : 'activity'}
        config={config}
        onAddCard={() => void navigate(paths.yourPaymentsReturningTo(paths.book(activityName, date)))}
        onSeeRates={() => void navigate(paths.rates)}
      />
      <YesNoDialog
        open={typeof dialog === 'object' && dialog !== null}
        onOpenChange={() => setDialog(null)}
        title={t('book.penalty.title')}
        message={t('book.penalty.message', { limit: cancelLimit })}
        onYes={() => typeof dialog === 'object' && dialog && onLeave(dialog.confirmLeave, true)}
      />
    </div>
  );
}

/**
 * The member's credits of the kind this activity uses (see docs/product.md, Credits and plan
 * allowance): what a booking will spend.
 */
function CreditsOfKind({ kind }: { kind: 'activity' | 'open' }) {
  const { t } = useTranslation();
  const credits = useCurrentUser().credits[kind];
  return (
    <p className="mt-2 text-sm font-semibold text-gray-700" data-testid="credits-of-kind">
      {t(`book.credits.${kind}`, { count: credits, value: isUnlimitedCredits(credits) ? '∞' : credits })}
    </p>
  );
}
