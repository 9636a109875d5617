import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { getAppConfigQueryOptions, useAppConfig } from '../features/app-config/api/get-app-config';
import { usePlans } from '../features/plans/api/get-plans';
import { PlanGrid } from '../features/plans/components/plan-picker';
import { formatPrice } from '../lib/format';
import { useHydrated } from '../lib/use-hydrated';

export function RatesPage() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const config = useAppConfig();
  // The box's prices show once read from the server, never the defaults standing in until then,
  // and not while hydrating, which must render what the prerendered HTML holds.
  const read = useQuery(getAppConfigQueryOptions()).isSuccess;
  const known = useHydrated() && read;
  const price = (value: number) => (known ? formatPrice(value, i18n.resolvedLanguage) : undefined);
  return (
    <Page>
      <PageTitle subtitle={t('rates.subtitle')}>{t('rates.title')}</PageTitle>
      {/* The plans' room is kept from the first paint, so nothing below moves when they arrive. */}
      <div className="min-h-[75svh]">
        <QueryState query={plans} isEmpty={(list) => list.length === 0} emptyText={t('rates.empty')}>
          {(list) => <PlanGrid plans={list} topPlanKey={config.topPlanKey} firstMonth={config} />}
        </QueryState>
      </div>
      <section className="mt-10 grid gap-4 sm:grid-cols-3">
        <Fact title={t('rates.credit_with_plan')} value={price(config.creditsPlan)} />
        <Fact title={t('rates.credit_without_plan')} value={price(config.creditsNoPlan)} />
        <Fact
          title={t('rates.pro_title')}
          value={known && `+${price(config.proPrice)}`}
          note={t('rates.pro_note')}
        />
      </section>
      <p className="mt-6 min-h-10 text-sm text-gray-600">
        {known && t('rates.policy', { day: config.changePlanDayLimit })}
      </p>
    </Page>
  );
}

function Fact({ title, value, note }: { title: string; value: string | false | undefined; note?: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <p className="text-sm text-gray-600">{title}</p>
      <p className="mt-1 h-8 text-2xl font-extrabold text-ink">{value}</p>
      {note && <p className="mt-1 text-sm text-gray-500">{note}</p>}
    </div>
  );
}
