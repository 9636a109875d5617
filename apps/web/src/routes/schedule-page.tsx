import { weekdayOf } from '@boxbook/domain';
import * as Tabs from '@radix-ui/react-tabs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { ActivityIcon } from '../features/activities/components/activity-card';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { useCancelledClasses } from '../features/schedule/api/get-cancelled-classes';
import { useDayCalendar } from '../features/schedule/api/get-day-calendar';
import { nextClassDate } from '../features/schedule/components/next-class-date';
import { useContentText } from '../lib/content-text';
import { useGymTime } from '../lib/gym-time';
import { useSession } from '../lib/session';
import { useHydratedInSlices } from '../lib/use-hydrated';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * Seven day tabs, Monday first, today preselected; a class leads to booking its next date (see
 * docs/product.md, Screens).
 */
export function SchedulePage() {
  const { t } = useTranslation();
  // Today is the box's today, unknown to a page prerendered at build time: the tabs show with no
  // day picked, in the space the classes take, until the browser knows the box's clock.
  const hydrated = useHydratedInSlices();
  const days = <ScheduleDays today={null} />;
  return (
    <Page className="max-w-3xl">
      <PageTitle subtitle={t('schedule.subtitle')}>{t('schedule.title')}</PageTitle>
      <Suspense fallback={days}>{hydrated ? <TodaysSchedule /> : days}</Suspense>
    </Page>
  );
}

function TodaysSchedule() {
  return <ScheduleDays today={useGymTime().today()} />;
}

function ScheduleDays({ today }: { today: string | null }) {
  const { t } = useTranslation();
  // Only a tab the user picked is state: today's tab follows the box's clock.
  const [picked, setDay] = useState<string | null>(null);
  const day = picked ?? (today ? String(weekdayOf(today)) : '');
  return (
    <Tabs.Root value={day} onValueChange={setDay}>
      <Tabs.List
        aria-label={t('schedule.days')}
        className="scrollbar-none -mx-4 mb-5 flex gap-2 overflow-x-auto px-4"
      >
        {WEEKDAYS.map((d) => (
          <Tabs.Trigger
            key={d}
            value={String(d)}
            className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 data-[state=active]:bg-ink data-[state=active]:text-white"
          >
            <span className="sm:hidden">{t(`weekdays.short.${d}`)}</span>
            <span className="hidden sm:inline">{t(`weekdays.long.${d}`)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Room for a day of classes from the first paint: what loads into it moves nothing. */}
      <div className="min-h-[60svh]">
        {today === null && <Spinner className="w-full py-10" />}
        {today !== null &&
          WEEKDAYS.map((d) => (
            <Tabs.Content key={d} value={String(d)}>
              {day === String(d) && <DayClasses day={d} today={today} />}
            </Tabs.Content>
          ))}
      </div>
    </Tabs.Root>
  );
}

function DayClasses({ day, today }: { day: number; today: string }) {
  const { t } = useTranslation();
  const { daysToShow } = useAppConfig();
  const text = useContentText();
  const calendar = useDayCalendar(day);
  const date = nextClassDate(day, today, daysToShow);
  const gym = useGymTime();
  const signedIn = useSession() !== null;
  const cancelled = useCancelledClasses(date, signedIn);
  // A visitor may try a class, free or as a paid drop-in (see docs/product.md, The first visit).
  const { trialEnabled, dropInEnabled } = useAppConfig();
  const offersTrial = (trialEnabled || dropInEnabled) && !signedIn;
  const cancelledAs = (template: { activity: { id: number }; startTime: string }) =>
    cancelled.data?.find(
      (item) => item.activity.id === template.activity.id && gym.time(item.startTime) === template.startTime,
    );
  return (
    <QueryState query={calendar} isEmpty={(c) => c.classes.length === 0} emptyText={t('schedule.closed')}>
      {(c) => (
        <ul className="space-y-2">
          {[...c.classes]
            .sort((a, b) => a.startTime.localeCompare(b.startTime))
            .map((template) => {
              const off = cancelledAs(template);
              const body = (
                <>
                  <span className="w-24 shrink-0 font-mono text-sm font-semibold text-ink">
                    {template.startTime}–{template.endTime}
                  </span>
                  <ActivityIcon activity={template.activity} size={22} />
                  <span className="flex-1 font-semibold text-ink">
                    {text.name(template.activity)}
                    {template.coach && (
                      <span className="block text-sm font-medium text-gray-600">
                        {t('coach.with', { name: template.coach.name })}
                      </span>
                    )}
                    {off && (
                      <>
                        {' '}
                        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
                          {t('book.cancelled')}
                        </span>
                        <span className="block text-sm font-medium text-red-800">
                          {t(`book.cancel_reason.${off.cancelReason ?? 'STAFF'}`)}
                        </span>
                      </>
                    )}
                  </span>
                </>
              );
              const row = 'flex items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-gray-200';
              return (
                <li key={template.id} className="flex items-stretch gap-2">
                  {date ? (
                    <Link
                      to={paths.book(template.activity.key, date)}
                      className={`${row} flex-1 hover:ring-brand-500`}
                    >
                      {body}
                      <span aria-hidden="true" className="text-gray-400">
                        ›
                      </span>
                    </Link>
                  ) : (
                    <div className={`${row} flex-1`}>
                      {body}
                      <span className="text-xs text-gray-500">{t('schedule.not_yet')}</span>
                    </div>
                  )}
                  {date && offersTrial && !off && (
                    <Link
                      to={paths.visit(date, template.id)}
                      aria-label={t('schedule.try_class', {
                        activity: text.name(template.activity),
                        time: template.startTime,
                      })}
                      className="flex shrink-0 items-center rounded-2xl bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
                    >
                      {t('schedule.try')}
                    </Link>
                  )}
                </li>
              );
            })}
        </ul>
      )}
    </QueryState>
  );
}
