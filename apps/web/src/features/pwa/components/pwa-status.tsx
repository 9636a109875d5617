import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { keepForOffline, startServiceWorker } from '../api/service-worker';
import { useOnline } from '../api/use-online';

/**
 * The installable app's life in the page: the service worker registered once the app is stable,
 * and a banner while there is no network saying what the screens show (the last data seen).
 */
export function PwaStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  useEffect(() => {
    startServiceWorker({ onFirstControl: () => void queryClient.refetchQueries({ type: 'active' }) });
  }, [queryClient]);
  const user = useSession()?.user;
  useEffect(() => {
    if (user && navigator.onLine) void keepForOffline(`/api/users/${user.id}`, user).catch(() => undefined);
  }, [user]);
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md items-center justify-center gap-2 rounded-full bg-amber-400 px-4 py-2.5 text-center text-sm font-semibold text-ink shadow-lg ring-1 ring-amber-500/40 lg:bottom-6"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path
          d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.5M16.8 11a10 10 0 0 1 2.2 1.6M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
          strokeLinecap="round"
        />
      </svg>
      <span>{t('pwa.offline')}</span>
    </div>
  );
}
