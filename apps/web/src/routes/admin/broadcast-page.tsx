import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { BroadcastForm } from '../../features/notifications/components/broadcast-form';

/** /admin/broadcast: a push notification to every member, for admins. */
export function BroadcastPage() {
  const { t } = useTranslation();
  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('broadcast.subtitle')}>{t('broadcast.title')}</PageTitle>
      <BroadcastForm />
    </Page>
  );
}
