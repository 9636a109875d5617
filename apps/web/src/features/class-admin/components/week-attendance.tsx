import type { AttendanceDay, WeekAttendance as Week } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { useGymTime } from '../../../lib/gym-time';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/** This week per day: places offered and taken, who came and who did not turn up. */
export function WeekAttendance({ week }: { week: Week }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const dayName = (date: string) =>
    gym.format(`${date}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'short' });
  const columns: Column<AttendanceDay>[] = [
    {
      key: 'classes',
      header: t('backoffice.week.classes'),
      cell: (d) => d.classes,
      sortValue: (d) => d.classes,
      align: 'right',
    },
    {
      key: 'booked',
      header: t('backoffice.week.booked'),
      cell: (d) => `${d.booked}/${d.places}`,
      sortValue: (d) => d.booked,
      align: 'right',
    },
    {
      key: 'occupancy',
      header: t('backoffice.week.occupancy'),
      cell: (d) => {
        const share = percent(d.booked, d.places);
        return share === null ? '—' : `${share} %`;
      },
      sortValue: (d) => percent(d.booked, d.places),
      align: 'right',
    },
    {
      key: 'attended',
      header: t('backoffice.week.attended'),
      cell: (d) => d.attended,
      sortValue: (d) => d.attended,
      align: 'right',
    },
    {
      key: 'noShows',
      header: t('backoffice.week.no_shows'),
      cell: (d) => d.noShows,
      sortValue: (d) => d.noShows,
      align: 'right',
    },
    {
      key: 'waiting',
      header: t('backoffice.week.waiting'),
      cell: (d) => d.waiting,
      sortValue: (d) => d.waiting,
      align: 'right',
    },
  ];
  return (
    <DataTable
      caption={t('backoffice.week.title')}
      rows={week.days}
      rowKey={(d) => d.date}
      cardTitle={(d) => dayName(d.date)}
      columns={[
        {
          key: 'date',
          header: t('backoffice.week.day'),
          cell: (d) => dayName(d.date),
          sortValue: (d) => d.date,
          inCard: false,
        },
        ...columns,
      ]}
    />
  );
}
