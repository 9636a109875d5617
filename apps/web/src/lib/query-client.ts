import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx will not turn into a 2xx by asking again; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status < 500);

/**
 * TanStack Query assumes a network until an `offline` event says otherwise, so an app opened
 * without one believed it was online: nothing waited for the network, and its return (no change
 * to it) refetched nothing. Start from what the browser says, then follow its events.
 */
function followTheBrowsersNetwork(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

export function createQueryClient(): QueryClient {
  followTheBrowsersNetwork();
  return new QueryClient({
    defaultOptions: {
      // Offline, the service worker answers from what it kept (sw/sw.ts): ask it rather than wait
      // for a network the browser says is not there. With nothing kept, the query waits for the
      // network (paused) and the screen says it needs one (QueryState).
      queries: { staleTime: 60_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      // A tap without a network says so at once, rather than waiting to act later unseen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
