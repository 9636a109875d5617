import type { ChurnReport as Report, ReportRange } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { useGymTime } from '../../../lib/gym-time';
import { useChurnReport } from '../api/reports';
import { CsvButton, ReportHeading } from './csv-button';

type Row = Report['members'][number];

/** Active members with no booking in the last 14 days, each a link to their admin page. */
export function ChurnReport({
  range,
  today,
  memberHref,
}: {
  range: ReportRange;
  today: string;
  memberHref: (userId: number) => string;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const report = useChurnReport();
  const name = (m: Row) => (
    <>
      <Link to={memberHref(m.id)} className="font-semibold text-brand-700 underline underline-offset-2">
        {`${m.name} ${m.surname}`}
      </Link>
      {/* A dependent: the box calls their guardian (docs/product.md, Households). */}
      {m.guardian && (
        <span className="block text-xs text-gray-700">
          {t('household.sheet_guardian', { name: m.guardian })}
        </span>
      )}
    </>
  );
  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('reports.churn.member'),
      cell: name,
      sortValue: (m) => `${m.surname} ${m.name}`,
      inCard: false,
    },
    {
      key: 'last',
      header: t('reports.churn.last_class'),
      cell: (m) =>
        m.lastClass === null
          ? t('reports.churn.never')
          : gym.format(`${m.lastClass}T12:00:00Z`, { dateStyle: 'medium' }),
      sortValue: (m) => m.lastClass,
    },
    {
      key: 'days',
      header: t('reports.churn.days'),
      cell: (m) => (m.days === null ? '—' : m.days),
      sortValue: (m) => m.days,
      align: 'right',
    },
  ];
  return (
    <section aria-labelledby="report-churn" className="mb-12">
      <ReportHeading id="report-churn" title={t('reports.churn.title')}>
        <CsvButton
          report="churn"
          range={range}
          fileName={`churn-risk-${today}.csv`}
          label={t('reports.csv_of', { report: t('reports.churn.title') })}
        />
      </ReportHeading>
      <QueryState query={report}>
        {(data) => (
          <>
            <p className="mb-4 text-gray-700">{t('reports.churn.summary', { count: data.members.length })}</p>
            <DataTable
              caption={t('reports.churn.title')}
              rows={data.members}
              columns={columns}
              rowKey={(m) => m.id}
              cardTitle={name}
              emptyText={t('reports.churn.empty')}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
