import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useBackupStatus } from '../../features/backups/api/backups';
import { BackupPanel } from '../../features/backups/components/backup-panel';
import { AdminNav } from '../../features/class-admin/components/admin-nav';

/** /admin/backups: the box's backups, for admins (docs/backups.md). */
export function BackupsPage() {
  const { t } = useTranslation();
  const status = useBackupStatus();
  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('backups.subtitle')}>{t('backups.title')}</PageTitle>
      <QueryState query={status}>{(data) => <BackupPanel status={data} />}</QueryState>
    </Page>
  );
}
