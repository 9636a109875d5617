import { userFlags } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { dayClassesQueryOptions, useWeekAttendance } from '../../features/class-admin/api/class-admin';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { TodayClasses } from '../../features/class-admin/components/today-classes';
import { WeekAttendance } from '../../features/class-admin/components/week-attendance';
import { useGymTime } from '../../lib/gym-time';
import { classKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/session';
import { useLiveQuery } from '../../lib/use-live-query';

/** `/admin` for trainers: today's classes, live, this week's attendance, and the way to the rest. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const gym = useGymTime();
  const today = gym.today();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const queryClient = useQueryClient();
  const classes = useLiveQuery(dayClassesQueryOptions(today), {
    destinations: (list) => (list ?? []).map((c) => `/class/${c.id}`),
    // Someone joined or left: the class and its waiting list are read again.
    onMessage: () => void queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
  const week = useWeekAttendance(today);
  const links = [
    { to: paths.wodDesigner(), title: t('backoffice.links.wod'), text: t('backoffice.links.wod_text') },
    {
      to: paths.recoveryDesigner(),
      title: t('backoffice.links.recovery'),
      text: t('backoffice.links.recovery_text'),
    },
    {
      to: paths.adminSchedule,
      title: t('backoffice.nav.schedule'),
      text: t('backoffice.links.schedule_text'),
    },
    {
      to: paths.adminDaysOff,
      title: t('backoffice.nav.days_off'),
      text: t('backoffice.links.days_off_text'),
    },
    { to: paths.door, title: t('backoffice.links.door'), text: t('backoffice.links.door_text') },
  ];
  return (
    <Page>
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={gym.format(`${today}T12:00:00Z`, { dateStyle: 'full' })}>
        {t('backoffice.today.title')}
      </PageTitle>
      <section aria-labelledby="today-classes" className="mb-10">
        <h2 id="today-classes" className="mb-3 text-xl font-bold text-ink">
          {t('backoffice.today.classes')}
        </h2>
        <QueryState query={classes}>{(list) => <TodayClasses classes={list} now={Date.now()} />}</QueryState>
      </section>
      <section aria-labelledby="week-attendance" className="mb-10">
        <h2 id="week-attendance" className="mb-3 text-xl font-bold text-ink">
          {t('backoffice.week.title')}
        </h2>
        <QueryState query={week}>{(data) => <WeekAttendance week={data} />}</QueryState>
      </section>
      <nav aria-label={t('backoffice.links.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link) => (
          <Link
            key={link.to}
            to={link.to}
            className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 hover:ring-brand-500"
          >
            <span className="block font-bold text-ink">{link.title}</span>
            <span className="mt-1 block text-sm text-gray-600">{link.text}</span>
          </Link>
        ))}
      </nav>
    </Page>
  );
}
