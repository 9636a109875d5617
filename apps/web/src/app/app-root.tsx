import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { AppProviders } from './providers';

/**
 * The tree around the router, one for the browser (main.tsx) and the build's prerender
 * (prerender-page.tsx): hydration needs both to render the same elements.
 */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{children}</AppProviders>
    </StrictMode>
  );
}
