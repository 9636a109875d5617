import { userFlags } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useEnabledActivities } from '../../features/activities/api/get-activities';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { windowClassesQueryOptions } from '../../features/class-admin/api/class-admin';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { ClassList } from '../../features/class-admin/components/class-list';
import { TemplateEditor } from '../../features/class-admin/components/template-editor';
import { classKeys } from '../../lib/query-keys';
import { useCurrentUser } from '../../lib/session';
import { useLiveQuery } from '../../lib/use-live-query';

/** `/admin/schedule`: the weekly timetable, and the classes already made for the coming days. */
export function AdminSchedulePage() {
  const { t } = useTranslation();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const activities = useEnabledActivities();
  const queryClient = useQueryClient();
  const classes = useLiveQuery(windowClassesQueryOptions(), {
    destinations: (list) => (list ?? []).map((c) => `/class/${c.id}`),
    onMessage: () => void queryClient.invalidateQueries({ queryKey: classKeys.staffWindow, exact: true }),
  });
  return (
    <Page>
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={t('backoffice.schedule.subtitle')}>{t('backoffice.schedule.title')}</PageTitle>
      <section aria-labelledby="templates" className="mb-10">
        <h2 id="templates" className="mb-1 text-xl font-bold text-ink">
          {t('backoffice.templates.title')}
        </h2>
        <p className="mb-4 text-sm text-gray-600">{t('backoffice.templates.explain')}</p>
        <QueryState query={activities}>{(list) => <TemplateEditor activities={list} />}</QueryState>
      </section>
      <section aria-labelledby="made-classes">
        <h2 id="made-classes" className="mb-1 text-xl font-bold text-ink">
          {t('backoffice.classes.title')}
        </h2>
        <p className="mb-4 text-sm text-gray-600">{t('backoffice.classes.explain')}</p>
        <QueryState query={classes}>{(list) => <ClassList classes={list} now={Date.now()} />}</QueryState>
      </section>
    </Page>
  );
}
