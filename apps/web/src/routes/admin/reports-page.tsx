import { addDaysTo, gymWeekOf, type ReportRange, reportRangeSchema, userFlags } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { AttendanceReport } from '../../features/reports/components/attendance-report';
import { ChurnReport } from '../../features/reports/components/churn-report';
import { PlanReport } from '../../features/reports/components/plan-report';
import { ReportRangeForm } from '../../features/reports/components/report-range-form';
import { RevenueReport } from '../../features/reports/components/revenue-report';
import { useGymTime } from '../../lib/gym-time';
import { useCurrentUser } from '../../lib/session';

/** The last eight weeks, from a Monday to today: enough to see a trend, short enough to read. */
const defaultRange = (today: string): ReportRange => ({
  from: gymWeekOf(addDaysTo(today, -49)).monday,
  to: today,
});

/** /admin/reports: attendance, members per plan, revenue and churn risk, each as a CSV too. */
export function ReportsPage() {
  const { t } = useTranslation();
  const today = useGymTime().today();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const [params, setParams] = useSearchParams();
  const asked = reportRangeSchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const range = asked.success ? asked.data : defaultRange(today);
  return (
    <Page>
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={t('reports.subtitle')}>{t('reports.title')}</PageTitle>
      <ReportRangeForm range={range} onRange={(next) => setParams(next)} />
      <AttendanceReport range={range} />
      <RevenueReport range={range} />
      <PlanReport range={range} today={today} />
      <ChurnReport range={range} today={today} memberHref={paths.adminMember} />
    </Page>
  );
}
