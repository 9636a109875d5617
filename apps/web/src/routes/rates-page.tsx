import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { usePlans } from '../features/plans/api/get-plans';
import { PlanGrid } from '../features/plans/components/plan-picker';
import { formatPrice } from '../lib/format';

export function RatesPage() {
  const { t, i18n } = useTranslation();
  const plans = usePlans();
  const config = useAppConfig();
  const price = (value: number) => formatPrice(value, i18n.resolvedLanguage);
  return (
    <Page>
      <PageTitle subtitle={t('rates.subtitle')}>{t('rates.title')}</PageTitle>
      <QueryState query={plans} isEmpty={(list) => list.length === 0} emptyText={t('rates.empty')}>
        {(list) => <PlanGrid plans={list} topPlanKey={config.topPlanKey} />}
      </QueryState>
      <section className="mt-10 grid gap-4 sm:grid-cols-3">
        <Fact title={t('rates.credit_with_plan')} value={price(config.creditsPlan)} />
        <Fact title={t('rates.credit_without_plan')} value={price(config.creditsNoPlan)} />
        <Fact title={t('rates.pro_title')} value={`+${price(config.proPrice)}`} note={t('rates.pro_note')} />
      </section>
      <p className="mt-6 text-sm text-gray-600">{t('rates.policy', { day: config.changePlanDayLimit })}</p>
    </Page>
  );
}

function Fact({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <p className="text-sm text-gray-600">{title}</p>
      <p className="mt-1 text-2xl font-extrabold text-ink">{value}</p>
      {note && <p className="mt-1 text-sm text-gray-500">{note}</p>}
    </div>
  );
}
