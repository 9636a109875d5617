import type { ReportRange } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { usePlanReport } from '../api/reports';
import { BarChart } from './bar-chart';
import { CsvButton, ReportHeading } from './csv-button';

/** Members with an active membership on each plan, today. */
export function PlanReport({ range, today }: { range: ReportRange; today: string }) {
  const { t } = useTranslation();
  const text = useContentText();
  const report = usePlanReport();
  return (
    <section aria-labelledby="report-plans" className="mb-12">
      <ReportHeading id="report-plans" title={t('reports.plans.title')}>
        <CsvButton
          report="plans"
          range={range}
          fileName={`active-members-${today}.csv`}
          label={t('reports.csv_of', { report: t('reports.plans.title') })}
        />
      </ReportHeading>
      <QueryState query={report} isEmpty={(r) => r.plans.length === 0} emptyText={t('reports.plans.empty')}>
        {(data) => (
          <>
            <p className="mb-4 text-gray-700">{t('reports.plans.summary', { count: data.total })}</p>
            <BarChart
              title={t('reports.plans.chart')}
              series={[{ key: 'members', label: t('reports.plans.members'), fill: 'fill-brand-700' }]}
              rows={data.plans.map((p) => ({ key: p.key, label: text.name(p), values: [p.members] }))}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
