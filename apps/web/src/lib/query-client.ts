import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx will not turn into a 2xx by asking again; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(error instanceof ApiError && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, the service worker answers from what it kept (sw/sw.ts): ask it rather than wait
      // for a network the browser says is not there.
      queries: { staleTime: 60_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { retry: false },
    },
  });
}
