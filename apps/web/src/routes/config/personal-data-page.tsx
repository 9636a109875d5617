import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { downloadJson, usePersonalData } from '../../features/personal-data/api/personal-data';
import { DeletionRequestForm } from '../../features/personal-data/components/deletion-request-form';
import { PersonalDataSections } from '../../features/personal-data/components/personal-data-sections';
import { PlanName } from '../../features/plans/components/plan-name';
import { useCurrentUser } from '../../lib/session';

/** /config/personal-data: everything the box holds about the member, to read and download (GDPR). */
export function PersonalDataPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const data = usePersonalData(user.id);
  return (
    <Page className="max-w-3xl">
      <Link to={paths.config} className="text-sm font-semibold text-brand-700">
        ‹ {t('menu.config')}
      </Link>
      <PageTitle subtitle={t('personal_data.subtitle')}>{t('personal_data.title')}</PageTitle>
      <QueryState query={data}>
        {(d) => (
          <div className="space-y-4">
            <Button
              onClick={() => downloadJson(d, `boxbook-personal-data-${d.exportedAt.slice(0, 10)}.json`)}
            >
              {t('personal_data.download')}
            </Button>
            <PersonalDataSections data={d} planName={(plan) => <PlanName plan={plan} />} />
            <DeletionRequestForm userId={user.id} requestedAt={d.deletionRequestedAt} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
