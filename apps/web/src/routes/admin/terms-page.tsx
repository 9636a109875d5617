import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useTermsVersions } from '../../features/terms/api/terms';
import { TermsAdmin } from '../../features/terms/components/terms-admin';

/** /admin/condicions: the box's terms and informed consent, for admins (docs/product.md, Terms). */
export function TermsPage() {
  const { t } = useTranslation();
  const versions = useTermsVersions();
  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('terms.admin.subtitle')}>{t('terms.admin.title')}</PageTitle>
      <QueryState query={versions}>{(data) => <TermsAdmin versions={data} />}</QueryState>
    </Page>
  );
}
