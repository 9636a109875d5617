import { userFlags } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { useDaysOff } from '../../features/class-admin/api/class-admin';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { DaysOffPanel } from '../../features/class-admin/components/days-off-panel';
import { useCurrentUser } from '../../lib/session';

/** `/admin/days-off`: the days the box is closed. */
export function AdminDaysOffPage() {
  const { t } = useTranslation();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const daysOff = useDaysOff();
  return (
    <Page className="max-w-4xl">
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={t('backoffice.days_off.subtitle')}>{t('backoffice.days_off.title')}</PageTitle>
      <QueryState query={daysOff}>{(list) => <DaysOffPanel daysOff={list} />}</QueryState>
    </Page>
  );
}
