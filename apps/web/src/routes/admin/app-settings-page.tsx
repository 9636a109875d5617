import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { getActivitiesQueryOptions } from '../../features/activities/api/get-activities';
import { getAppConfigQueryOptions } from '../../features/app-config/api/get-app-config';
import { AppSettingsForm } from '../../features/app-config/components/app-settings-form';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { usePlans } from '../../features/plans/api/get-plans';

/** /admin/settings: the box's app config (see docs/product.md, Constants), for admins. */
export function AppSettingsPage() {
  const { t } = useTranslation();
  // The admin edits what the server holds now, not a copy kept from earlier.
  const config = useQuery({ ...getAppConfigQueryOptions(), staleTime: 0 });
  const activities = useQuery(getActivitiesQueryOptions());
  const plans = usePlans();
  return (
    <Page className="max-w-4xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('settings.subtitle')}>{t('settings.title')}</PageTitle>
      {/* The lists first: a select must hold its options before the form sets its value. */}
      <QueryState query={activities}>
        {(activityList) => (
          <QueryState query={plans}>
            {(planList) => (
              <QueryState query={config}>
                {(data) => (
                  <AppSettingsForm
                    config={data}
                    activities={activityList.map((a) => ({ key: a.key, label: a.name }))}
                    plans={planList.map((p) => ({ key: p.key, label: p.name }))}
                  />
                )}
              </QueryState>
            )}
          </QueryState>
        )}
      </QueryState>
    </Page>
  );
}
