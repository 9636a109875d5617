import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { PushSync } from '../features/notifications/components/push-sync';
import { PwaStatus } from '../features/pwa/components/pwa-status';
import { GymZoneFromConfig } from './gym-zone-from-config';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PwaStatus />
      <PushSync />
      <GymZoneFromConfig>
        <Suspense fallback={<Spinner className="min-h-dvh w-full" />}>{children}</Suspense>
      </GymZoneFromConfig>
    </QueryClientProvider>
  );
}
