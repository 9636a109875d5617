import { addDaysTo, type ClassView, userFlags } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { OkDialog, YesNoDialog } from '../components/ui/dialog';
import { FormError } from '../components/ui/form-field';
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
import { ClassCard } from '../features/booking/components/class-card';
import { DayChips } from '../features/booking/components/day-chips';
import { errorCodeOf } from '../lib/error-code';
import { useGymTime } from '../lib/gym-time';
import { useCurrentUser } from '../lib/session';
import { useLiveQuery } from '../lib/use-live-query';

/** `/book/{activity}`: booking opens on the box's today. */
export function BookTodayRedirect() {
  const { activity = '' } = useParams();
  return <Navigate to={paths.book(activity, useGymTime().today())} replace />;
}

/** Book `/book/{activity}/{date}`: pick activity and day, join, wait or leave, live (spec point 2). */
export function BookPage() {
  const { t } = useTranslation();
  const today = useGymTime().today();
  const { activity: activityName = '', date = today } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { daysToShow, topPlanKey } = useAppConfig();
  const flags = userFlags(user, topPlanKey);
  const activities = useEnabledActivities();
  const activity = activities.data?.find(
    (a) => a.key === activityName.replaceAll('-', '_') || a.name.toLowerCase() === activityName.toLowerCase(),
  );
  const queryClient = useQueryClient();
  const classes = useLiveQuery(
    { ...classesQueryOptions(activity?.id ?? 0, date), enabled: activity !== undefined },
    {
      destinations: (list) => (list ?? []).map((c) => `/class/${c.id}`),
      onMessage: (body) => applyClassFrame(queryClient, body as ClassView),
    },
  );
  const join = useJoinClass();
  const leave = useLeaveClass();
  const [dialog, setDialog] = useState<null | 'no_credits' | { confirmLeave: ClassView }>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const days = Array.from({ length: daysToShow }, (_, i) => addDaysTo(today, i));

  const fail = (error: unknown, item: ClassView) => {
    const code = errorCodeOf(error) ?? 'network';
    if (code === 'no_credits') return setDialog('no_credits');
    if (code === 'penalization_required') return setDialog({ confirmLeave: item });
    setErrorCode(code);
  };
  const onJoin = (item: ClassView) => {
    setErrorCode(null);
    join.mutate({ classId: item.id, userId: user.id }, { onError: (e) => fail(e, item) });
  };
  const onLeave = (item: ClassView, penalization = false) => {
    setErrorCode(null);
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
      <nav
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
            {a.name}
          </Link>
        ))}
      </nav>
      <DayChips
        days={days}
        selected={date}
        onSelect={(d) => void navigate(paths.book(activity?.key ?? activityName, d))}
      />
      <FormError code={errorCode} />
      <div className="mt-4">
        {activities.isSuccess && !activity ? (
          <p className="py-10 text-center text-gray-500">{t('book.unknown_activity')}</p>
        ) : (
          <QueryState query={classes} isEmpty={(list) => list.length === 0} emptyText={t('book.no_classes')}>
            {(list) => (
              <ul className="space-y-3">
                {list.map((item) => (
                  <li key={item.id}>
                    <ClassCard
                      item={item}
                      sheetTo={
                        flags.isAdmin || flags.isTrainer
                          ? `${paths.book(activityName, date)}/${item.id}`
                          : undefined
                      }
                      busy={join.isPending || leave.isPending}
                      onJoin={() => onJoin(item)}
                      onLeave={() => onLeave(item)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        )}
      </div>
      <OkDialog
        open={dialog === 'no_credits'}
        onOpenChange={() => setDialog(null)}
        title={t('dialogs.no_credits.title')}
        message={t('dialogs.no_credits.message')}
        onOk={() => void navigate(paths.rates)}
      />
      <YesNoDialog
        open={typeof dialog === 'object' && dialog !== null}
        onOpenChange={() => setDialog(null)}
        title={t('book.penalty.title')}
        message={t('book.penalty.message')}
        onYes={() => typeof dialog === 'object' && dialog && onLeave(dialog.confirmLeave, true)}
      />
    </div>
  );
}
