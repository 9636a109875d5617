import { aeatStatusSchema, invoiceKindSchema, isoDateSchema, userFlags } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { type InvoiceFilter, useInvoicePage } from '../../features/invoices/api/invoices';
import { AeatPanel } from '../../features/invoices/components/aeat-panel';
import { ChainCheck } from '../../features/invoices/components/chain-check';
import { InvoiceFilters } from '../../features/invoices/components/invoice-filters';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import { QuarterCsv } from '../../features/invoices/components/quarter-csv';
import { useGymTime } from '../../lib/gym-time';
import { useCurrentUser } from '../../lib/session';

/** The filters the address carries; anything unreadable is left out rather than sent. */
function filterOf(params: URLSearchParams): InvoiceFilter {
  const filter: InvoiceFilter = {
    from: isoDateSchema.safeParse(params.get('from')).data,
    to: isoDateSchema.safeParse(params.get('to')).data,
    kind: invoiceKindSchema.safeParse(params.get('kind')).data,
    aeatStatus: aeatStatusSchema.safeParse(params.get('aeatStatus')).data,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as InvoiceFilter;
}

/**
 * /admin/invoices: the box's invoices and rectifying invoices, each opening its PDF, where their
 * records stand with the AEAT, the accountant's CSV of a quarter and the billing chain's check.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const today = useGymTime().today();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = Number(params.get('page') ?? 0) || 0;
  const invoices = useInvoicePage(filter, page);
  const go = (next: InvoiceFilter, nextPage = 0) =>
    setParams({ ...next, ...(nextPage ? { page: String(nextPage) } : {}) } as Record<string, string>);
  return (
    <Page>
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={t('invoices.subtitle')}>{t('invoices.title')}</PageTitle>
      <div className="mb-8 grid gap-4 lg:grid-cols-3">
        <QuarterCsv today={today} />
        <ChainCheck />
        <AeatPanel />
      </div>
      <h2 className="mb-3 text-xl font-bold text-ink">{t('invoices.list.title')}</h2>
      <InvoiceFilters filter={filter} onFilter={(next) => go(next)} />
      <QueryState query={invoices}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-gray-700" aria-live="polite">
              {t('invoices.list.count', { count: data.totalElements })}
            </p>
            <InvoiceList invoices={data.content} />
            <Pager page={data.number} totalPages={data.totalPages} onPage={(p) => go(filter, p)} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
