import type { ReportRange } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { formatPrice } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { useRevenueReport } from '../api/reports';
import { BarChart } from './bar-chart';
import { CsvButton, ReportHeading } from './csv-button';

/** Money in per month: card receipts and SEPA remittances. */
export function RevenueReport({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const gym = useGymTime();
  const report = useRevenueReport(range);
  const money = (value: number) => formatPrice(value, i18n.resolvedLanguage);
  const monthLabel = (month: string) =>
    gym.format(`${month}-15T12:00:00Z`, { month: 'short', year: 'numeric' });
  return (
    <section aria-labelledby="report-revenue" className="mb-12">
      <ReportHeading id="report-revenue" title={t('reports.revenue.title')}>
        <CsvButton
          report="revenue"
          range={range}
          fileName={`revenue-${range.from}-${range.to}.csv`}
          label={t('reports.csv_of', { report: t('reports.revenue.title') })}
        />
      </ReportHeading>
      <QueryState query={report}>
        {(data) => (
          <>
            <p className="mb-4 text-gray-700">{t('reports.revenue.summary', { total: money(data.total) })}</p>
            <BarChart
              title={t('reports.revenue.chart')}
              format={money}
              series={[
                { key: 'receipts', label: t('reports.revenue.receipts'), fill: 'fill-brand-700' },
                { key: 'remittances', label: t('reports.revenue.remittances'), fill: 'fill-slate-600' },
              ]}
              rows={data.months.map((m) => ({
                key: m.month,
                label: monthLabel(m.month),
                values: [m.receipts, m.remittances],
              }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
