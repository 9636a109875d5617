import { addDaysTo, userFlags } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { useCoachWeek } from '../../features/class-admin/api/class-admin';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { CoachWeekList } from '../../features/class-admin/components/coach-week-list';
import { useGymTime } from '../../lib/gym-time';
import { useCurrentUser } from '../../lib/session';

const SHORT = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** `/admin/my-classes`: the classes the signed-in trainer coaches, a week at a time. */
export function MyClassesPage() {
  const { t } = useTranslation();
  const gym = useGymTime();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const [date, setDate] = useState(gym.today());
  const week = useCoachWeek(date);
  const range = week.data
    ? t('coach.week_range', {
        from: gym.format(`${week.data.monday}T12:00:00Z`, SHORT),
        to: gym.format(`${week.data.sunday}T12:00:00Z`, SHORT),
      })
    : undefined;
  return (
    <Page>
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={range}>{t('coach.my_classes')}</PageTitle>
      <div className="mb-6 flex gap-2">
        <Button variant="secondary" onClick={() => setDate(addDaysTo(date, -7))}>
          {t('coach.previous_week')}
        </Button>
        <Button variant="secondary" onClick={() => setDate(gym.today())}>
          {t('coach.this_week')}
        </Button>
        <Button variant="secondary" onClick={() => setDate(addDaysTo(date, 7))}>
          {t('coach.next_week')}
        </Button>
      </div>
      <QueryState query={week}>{(data) => <CoachWeekList week={data} />}</QueryState>
    </Page>
  );
}
