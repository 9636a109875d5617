import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/notification-list';

/** The header's bell: the way to the notifications list, with how many are unread. */
export function NotificationBell({ userId, light }: { userId: number; light: boolean }) {
  const { t } = useTranslation();
  const unread = useUnreadCount(userId).data?.unread ?? 0;
  return (
    <Link
      to={paths.notifications}
      aria-label={unread ? t('notifications.bell_unread', { count: unread }) : t('notifications.bell')}
      className={`relative shrink-0 rounded-full p-2 ${light ? 'hover:bg-white/15' : 'hover:bg-gray-100'}`}
    >
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
