import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Spinner } from '../components/ui/spinner';
import { createQueryClient } from '../lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner className="min-h-dvh w-full" />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
