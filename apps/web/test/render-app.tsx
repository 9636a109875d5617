import type { User } from '@boxbook/domain';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { routes } from '../src/app/router';
import { configureSession } from '../src/app/session-controller';
import { createQueryClient } from '../src/lib/query-client';
import { sessionStore } from '../src/lib/session';

export const member: User = {
  id: 7,
  status: 'ACTIVE',
  discount: 0,
  cin: '12345678Z',
  name: 'Laia',
  surname: 'Puig',
  email: 'laia@example.com',
  phone: '+34 600 000 000',
  createdAt: '2026-01-01T00:00:00Z',
  credits: { activity: 2, open: 0 },
  image: '/img/placeholder-avatar.svg',
  observations: '',
  pro: false,
  roles: ['USER'],
  birth: '1990-05-01',
  sex: 'FEMININE',
  plan: null,
};

/**
 * Renders the real app (router, providers, screens) at a URL, signed in as `user` if given;
 * without one, the session stays as the test left it (none, or one it started).
 */
export function renderApp(url: string, user?: User) {
  if (user)
    sessionStore.set({ token: 'test-token', refreshToken: null, expiresAt: Date.now() + 900_000, user });
  const queryClient = createQueryClient();
  configureSession({ queryClient });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
