import { type LeadStage, leadStageSchema } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useLeads } from '../../features/visits/api/leads';
import { LeadList } from '../../features/visits/components/lead-list';

const filterClass =
  'rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink';

/** /admin/leads: the visitors who booked a trial, by stage (?stage=), newest first. */
export function LeadsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parsed = leadStageSchema.safeParse(params.get('stage'));
  const stage: LeadStage | null = parsed.success ? parsed.data : null;
  const leads = useLeads(stage);
  const filters: (LeadStage | null)[] = [null, ...leadStageSchema.options];
  return (
    <Page className="max-w-6xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('leads.subtitle')}>{t('leads.title')}</PageTitle>
      <fieldset className="mb-6 flex flex-wrap gap-2">
        <legend className="sr-only">{t('leads.filter')}</legend>
        {filters.map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className={filterClass}
            aria-pressed={stage === option}
            onClick={() => setParams(option ? { stage: option } : {})}
          >
            {option ? t(`leads.stage.${option}`) : t('leads.all')}
          </button>
        ))}
      </fieldset>
      <QueryState query={leads}>{(data) => <LeadList leads={data} />}</QueryState>
    </Page>
  );
}
