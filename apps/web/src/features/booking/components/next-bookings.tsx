import type { NextClass } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';
import { useNextClasses } from '../api/classes';

const DAY_AND_TIME = { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' } as const;

/** `as`: the dependent a guardian acts for, whose bookings are shown (null: the member's own). */
export function NextBookings({ emptyTo, as = null }: { emptyTo: string; as?: number | null }) {
  const { t } = useTranslation();
  const next = useNextClasses(5, as);
  const gym = useGymTime();
  const text = useContentText();
  // dd/MM HH:mm at the box, as the profile shows them (docs/product.md, Member screens), whichever
  // language punctuates it.
  const bookingLabel = (iso: string) => gym.format(iso, DAY_AND_TIME).replace(',', '');
  return (
    <QueryState query={next}>
      {(list: NextClass[]) =>
        list.length === 0 ? (
          <Link
            to={emptyTo}
            className="flex flex-col items-center gap-2 rounded-2xl bg-white p-6 text-center ring-1 ring-gray-200 hover:ring-brand-500"
          >
            <img src="/img/icons/crossfit.svg" alt="" width={48} height={48} className="opacity-70" />
            <span className="font-semibold text-ink">{t('profile.no_bookings')}</span>
            <span className="text-sm text-brand-700">{t('profile.book_now')}</span>
          </Link>
        ) : (
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
            {list.map((c) => (
              <li key={c.classId}>
                <Link
                  to={paths.book(c.activity.key, c.date)}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50"
                >
                  <img src={c.activity.icon} alt="" width={24} height={24} />
                  <span className="font-mono font-semibold text-ink">{bookingLabel(c.startTime)}</span>
                  <span className="flex-1 text-gray-700">{text.name(c.activity)}</span>
                  {c.status === 'WAIT' && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                      {t('book.waiting')}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
