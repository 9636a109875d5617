import type { ReportRange } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { useGymTime } from '../../../lib/gym-time';
import { useAttendanceReport } from '../api/reports';
import { BarChart, type BarSeries } from './bar-chart';
import { CsvButton, ReportHeading } from './csv-button';

/** Who came and who did not turn up, per week and per class time, for the range. */
export function AttendanceReport({ range }: { range: ReportRange }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const report = useAttendanceReport(range);
  const series: BarSeries[] = [
    { key: 'booked', label: t('reports.attendance.booked'), fill: 'fill-sky-700' },
    { key: 'attended', label: t('reports.attendance.attended'), fill: 'fill-brand-700' },
    { key: 'noShows', label: t('reports.attendance.no_shows'), fill: 'fill-slate-600' },
  ];
  const numbers = (r: { booked: number; attended: number; noShows: number }) => [
    r.booked,
    r.attended,
    r.noShows,
  ];
  const weekLabel = (monday: string) => gym.format(`${monday}T12:00:00Z`, { day: 'numeric', month: 'short' });
  return (
    <section aria-labelledby="report-attendance" className="mb-12">
      <ReportHeading id="report-attendance" title={t('reports.attendance.title')}>
        <CsvButton
          report="attendance"
          range={range}
          fileName={`attendance-${range.from}-${range.to}.csv`}
          label={t('reports.csv_of', { report: t('reports.attendance.title') })}
        />
      </ReportHeading>
      <QueryState query={report}>
        {(data) => {
          const totals = data.weeks.reduce(
            (sum, w) => ({
              booked: sum.booked + w.booked,
              attended: sum.attended + w.attended,
              noShows: sum.noShows + w.noShows,
            }),
            { booked: 0, attended: 0, noShows: 0 },
          );
          return (
            <>
              <p className="mb-4 text-gray-700">{t('reports.attendance.summary', totals)}</p>
              <div className="grid gap-4 lg:grid-cols-2">
                <BarChart
                  title={t('reports.attendance.per_week')}
                  series={series}
                  rows={data.weeks.map((w) => ({
                    key: w.week,
                    label: weekLabel(w.week),
                    values: numbers(w),
                  }))}
                />
                {data.times.length === 0 ? (
                  <p className="py-8 text-center text-gray-600">{t('reports.attendance.no_classes')}</p>
                ) : (
                  <BarChart
                    title={t('reports.attendance.per_time')}
                    series={series}
                    rows={data.times.map((time) => ({
                      key: time.time,
                      label: time.time,
                      values: numbers(time),
                    }))}
                  />
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
