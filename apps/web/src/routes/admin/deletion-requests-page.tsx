import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useDeletionRequests } from '../../features/personal-data/api/personal-data';
import { DeletionRequestList } from '../../features/personal-data/components/deletion-request-list';

/** /admin/deletion-requests: members who asked for their account to be deleted (admins). */
export function DeletionRequestsPage() {
  const { t } = useTranslation();
  const requests = useDeletionRequests();
  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('personal_data.admin.subtitle')}>{t('personal_data.admin.title')}</PageTitle>
      <QueryState
        query={requests}
        isEmpty={(list) => list.length === 0}
        emptyText={t('personal_data.admin.empty')}
      >
        {(list) => <DeletionRequestList requests={list} />}
      </QueryState>
    </Page>
  );
}
