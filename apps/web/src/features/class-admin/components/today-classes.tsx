import type { ClassView } from '@boxbook/domain';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';
import { classUsersQueryOptions } from '../api/class-admin';
import { ClassBadges, Occupancy } from './occupancy';

/**
 * Today's classes, each with how full it is and who waits, leading to its class sheet. Those that
 * have ended fold away above the rest, as on the booking screen: the day opens on what is next.
 */
export function TodayClasses({ classes, now }: { classes: ClassView[]; now: number }) {
  const { t } = useTranslation();
  const waiting = classes.filter((item) => item.usersWait.length > 0);
  const lists = useQueries({ queries: waiting.map((item) => classUsersQueryOptions(item.id)) });
  const waitersOf = (item: ClassView) =>
    (lists[waiting.indexOf(item)]?.data ?? []).filter((cu) => cu.status === 'WAIT').map((cu) => cu.user.name);
  if (classes.length === 0)
    return <p className="py-8 text-center text-gray-600">{t('backoffice.today.none')}</p>;
  const ended = classes.filter((item) => Date.parse(item.endTime) <= now);
  const coming = classes.filter((item) => Date.parse(item.endTime) > now);
  const grid = (list: ClassView[]) => (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((item) => (
        <li key={item.id}>
          <TodayClass item={item} waiters={waitersOf(item)} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {ended.length > 0 && (
        <details className="mb-3 rounded-2xl bg-white ring-1 ring-gray-200">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-gray-700">
            {t('backoffice.today.ended', { count: ended.length })}
          </summary>
          <div className="px-2 pb-2">{grid(ended)}</div>
        </details>
      )}
      {coming.length > 0 ? (
        grid(coming)
      ) : (
        <p className="py-6 text-center text-gray-600">{t('backoffice.today.no_more')}</p>
      )}
    </>
  );
}

function TodayClass({ item, waiters }: { item: ClassView; waiters: string[] }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  return (
    <article
      aria-label={`${text.name(item.activity)} ${gym.time(item.startTime)}`}
      className={`rounded-2xl p-4 ring-1 ring-gray-200 ${item.cancelled ? 'bg-gray-50' : 'bg-white'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-ink">
          <span className="text-lg font-extrabold">{gym.time(item.startTime)}</span>
          <span className="text-sm text-gray-600"> – {gym.time(item.endTime)}</span>{' '}
          <span className="font-semibold">{text.name(item.activity)}</span>
        </p>
        <ClassBadges item={item} />
      </div>
      <div className="mt-2 flex items-end justify-between gap-3">
        <div className="flex-1">
          <Occupancy item={item} />
        </div>
        <Link
          to={paths.classSheet(item.activity.key, item.date, item.id)}
          className="shrink-0 text-sm font-semibold text-brand-700 underline"
        >
          {t('trainer.open_sheet')}
        </Link>
      </div>
      {waiters.length > 0 && (
        <p className="mt-2 text-sm text-gray-700">
          <span className="font-semibold">{t('backoffice.today.waiting_list')}</span> {waiters.join(', ')}
        </p>
      )}
    </article>
  );
}
