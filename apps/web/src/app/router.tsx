import type { Role } from '@boxbook/domain';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

type Handle = RouteHandle & { title?: string };

const placeholder = (path: string, title: string, handle: Handle = {}): RouteObject => ({
  path,
  handle: { ...handle, title },
  lazy: () => import('../routes/placeholder').then((m) => ({ Component: m.PlaceholderPage })),
});

const pop: Handle = { transition: 'pop' };

const guarded = (children: RouteObject[], roles?: Role[]): RouteObject => ({
  element: (
    <RequireAuth roles={roles}>
      <Outlet />
    </RequireAuth>
  ),
  children,
});

const legal = (path: string, page: 'privacy_policy' | 'cookie_policy' | 'legal_notice'): RouteObject => ({
  path,
  handle: { page },
  lazy: () => import('../routes/legal-page').then((m) => ({ Component: m.LegalPage })),
});

/** The route table of spec point 2. Every screen is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's lazy module loads.
    HydrateFallback: () => <Spinner className="min-h-dvh w-full" />,
    children: [
      { index: true, lazy: () => import('../routes/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: 'activities',
        lazy: () => import('../routes/activities-page').then((m) => ({ Component: m.ActivitiesPage })),
      },
      { path: 'rates', lazy: () => import('../routes/rates-page').then((m) => ({ Component: m.RatesPage })) },
      { path: 'shop', lazy: () => import('../routes/shop-page').then((m) => ({ Component: m.ShopPage })) },
      { path: 'faq', lazy: () => import('../routes/faq-page').then((m) => ({ Component: m.FaqPage })) },
      {
        path: 'contact',
        lazy: () => import('../routes/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      legal('privacy-policy', 'privacy_policy'),
      legal('cookie-policy', 'cookie_policy'),
      legal('legal-notice', 'legal_notice'),
      {
        path: 'schedule',
        lazy: () => import('../routes/schedule-page').then((m) => ({ Component: m.SchedulePage })),
      },
      placeholder('tools', 'menu.tools'),
      placeholder('timer', 'menu.timer'),
      {
        path: 'auth',
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: 'login',
            handle: pop,
            lazy: () => import('../routes/auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'signup',
            handle: pop,
            lazy: () => import('../routes/auth/signup-page').then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: 'forgot-password',
            handle: pop,
            lazy: () =>
              import('../routes/auth/forgot-password-page').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'reset-password/:token',
            handle: pop,
            lazy: () =>
              import('../routes/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      guarded([
        {
          path: 'profile',
          lazy: () => import('../routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: 'calendar',
          lazy: () => import('../routes/calendar-page').then((m) => ({ Component: m.CalendarPage })),
        },
        placeholder('rates/:id', 'rates.detail_title'),
        {
          path: 'config',
          children: [
            {
              index: true,
              lazy: () =>
                import('../routes/config/config-home-page').then((m) => ({ Component: m.ConfigHomePage })),
            },
            {
              path: 'your-account',
              lazy: () =>
                import('../routes/config/your-account-page').then((m) => ({ Component: m.YourAccountPage })),
            },
            placeholder('your-payments', 'config.links.payments'),
            placeholder('your-rate', 'config.links.rate'),
            placeholder('chat', 'config.links.chat'),
          ],
        },
        {
          path: 'book/:activity',
          handle: pop,
          lazy: () => import('../routes/book-page').then((m) => ({ Component: m.BookTodayRedirect })),
        },
        {
          path: 'book/:activity/:date',
          handle: pop,
          lazy: () => import('../routes/book-page').then((m) => ({ Component: m.BookPage })),
        },
      ]),
      guarded(
        [
          {
            path: 'book/:activity/:date/:id',
            handle: pop,
            lazy: () =>
              import('../routes/trainer-class-page').then((m) => ({ Component: m.TrainerClassPage })),
          },
        ],
        ['TRAINER', 'ADMIN'],
      ),
      guarded([placeholder('admin', 'admin.title')], ['TRAINER', 'ADMIN']),
      guarded([placeholder('config/your-movements', 'config.links.movements')], ['TESTER']),
      guarded(
        [placeholder('admin/users', 'admin.users'), placeholder('admin/mandatos', 'admin.mandates')],
        ['ADMIN'],
      ),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
