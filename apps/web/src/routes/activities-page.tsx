import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/ui/page-banner';
import { Page } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useEnabledActivities } from '../features/activities/api/get-activities';
import { ActivityCard } from '../features/activities/components/activity-card';

export function ActivitiesPage() {
  const { t } = useTranslation();
  const activities = useEnabledActivities();
  return (
    <>
      {/* The first screen's largest picture, painted without waiting for the list (PageBanner). */}
      <PageBanner
        image="/img/installations/1.webp"
        title={t('activities.title')}
        subtitle={t('activities.subtitle')}
      />
      <Page>
        {/* The list's room is kept from the first paint, so the footer never jumps when it arrives. */}
        <div className="min-h-[70svh]">
          <QueryState
            query={activities}
            isEmpty={(list) => list.length === 0}
            emptyText={t('activities.empty')}
          >
            {(list) => (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((activity) => (
                  <li key={activity.id}>
                    <ActivityCard activity={activity} bookTo={paths.book(activity.key)} />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </Page>
    </>
  );
}
