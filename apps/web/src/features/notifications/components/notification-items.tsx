import type { NotificationItem } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGymTime } from '../../../lib/gym-time';

const WHEN = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/** The notifications, newest first; unread ones stand out and say so to screen readers. */
export function NotificationItems({ items }: { items: NotificationItem[] }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  if (items.length === 0) return <p className="text-gray-600">{t('notifications.empty')}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.url}
            className={`block rounded-2xl px-4 py-3 ring-1 hover:ring-brand-500 ${item.read ? 'bg-white ring-gray-200' : 'bg-brand-50 ring-brand-300'}`}
          >
            <span className="flex items-start justify-between gap-3">
              <span className="font-semibold text-ink">
                {!item.read && <span className="sr-only">{t('notifications.unread')}: </span>}
                {item.title}
              </span>
              <time dateTime={item.createdAt} className="shrink-0 text-xs text-gray-600">
                {gym.format(item.createdAt, WHEN)}
              </time>
            </span>
            <span className="mt-1 block text-sm text-gray-700">{item.body}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
