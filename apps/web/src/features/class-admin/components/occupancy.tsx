import type { ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/** "8/12" with a bar, and the waiting list's length: how full a class is at a glance. */
export function Occupancy({ item }: { item: ClassView }) {
  const { t } = useTranslation();
  const taken = item.usersIn.length;
  const share = Math.min(100, Math.round((taken / Math.max(1, item.maxPeople)) * 100));
  const full = taken >= item.maxPeople;
  return (
    <div className="min-w-28">
      <p className="text-sm font-semibold text-ink" data-testid="occupancy">
        {t('backoffice.occupancy', { taken, max: item.maxPeople })}
        {item.usersWait.length > 0 && (
          <span className="ml-2 font-normal text-amber-900">
            {t('backoffice.waiting', { count: item.usersWait.length })}
          </span>
        )}
      </p>
      <div className="mt-1 h-1.5 w-full rounded-full bg-gray-200" aria-hidden="true">
        <div
          className={`h-1.5 rounded-full ${full ? 'bg-red-600' : 'bg-green-600'}`}
          style={{ width: `${share}%` }}
        />
      </div>
    </div>
  );
}

/** Hidden, free, cancelled (and why): what sets a class apart from the timetable. */
export function ClassBadges({ item }: { item: ClassView }) {
  const { t } = useTranslation();
  const badge = 'rounded-full px-2 py-0.5 text-xs font-bold';
  return (
    <span className="inline-flex flex-wrap gap-1">
      {item.cancelled && (
        <span className={`${badge} bg-red-100 text-red-800`}>
          {item.cancelReason
            ? t(`backoffice.badge.cancelled_by.${item.cancelReason}`)
            : t('backoffice.badge.cancelled')}
        </span>
      )}
      {!item.show && (
        <span className={`${badge} bg-gray-200 text-gray-800`}>{t('backoffice.badge.hidden')}</span>
      )}
      {item.free && (
        <span className={`${badge} bg-green-100 text-green-800`}>{t('backoffice.badge.free')}</span>
      )}
    </span>
  );
}
