import type { MemberBooking } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';
import { useMemberBookings } from '../api/members';

/** A member's attendance in numbers, then their places in classes, latest first, a page at a time. */
export function BookingsPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const [page, setPage] = useState(0);
  const bookings = useMemberBookings(userId, page);
  const stateOf = (b: MemberBooking) =>
    b.status === 'WAIT'
      ? t('members.bookings.waiting')
      : b.validated
        ? t('members.bookings.attended')
        : b.noShow
          ? t('members.bookings.no_show')
          : t('members.bookings.booked');
  const columns: Column<MemberBooking>[] = [
    {
      key: 'when',
      header: t('members.bookings.when'),
      cell: (b) => gym.format(b.startTime, { dateStyle: 'medium', timeStyle: 'short' }),
      sortValue: (b) => b.startTime,
      inCard: false,
    },
    {
      key: 'activity',
      header: t('backoffice.templates.activity'),
      cell: (b) => text.name(b.activity),
      sortValue: (b) => text.name(b.activity),
    },
    { key: 'state', header: t('backoffice.classes.state'), cell: stateOf, sortValue: stateOf },
  ];
  return (
    <QueryState query={bookings}>
      {({ attendance, bookings: list }) => (
        <>
          <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {(
              [
                ['attended', attendance.attended],
                ['no_shows', attendance.noShows],
                ['upcoming', attendance.upcoming],
                ['waiting_now', attendance.waiting],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-2xl bg-gray-50 p-3">
                <dt className="text-xs font-semibold text-gray-600">{t(`members.bookings.stats.${key}`)}</dt>
                <dd className="text-2xl font-black text-ink">{value}</dd>
              </div>
            ))}
            <div className="rounded-2xl bg-gray-50 p-3">
              <dt className="text-xs font-semibold text-gray-600">
                {t('members.bookings.stats.last_attended')}
              </dt>
              <dd className="text-sm font-bold text-ink">
                {attendance.lastAttended
                  ? gym.format(`${attendance.lastAttended}T12:00:00Z`, { dateStyle: 'medium' })
                  : '—'}
              </dd>
            </div>
          </dl>
          <DataTable
            caption={t('members.bookings.title')}
            rows={list.content}
            columns={columns}
            rowKey={(b) => b.classUserId}
            cardTitle={(b) => gym.format(b.startTime, { dateStyle: 'medium', timeStyle: 'short' })}
            emptyText={t('members.bookings.empty')}
          />
          <Pager page={page} totalPages={list.totalPages} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}
