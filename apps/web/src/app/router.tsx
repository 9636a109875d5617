import type { Role } from '@boxbook/domain';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

type Handle = RouteHandle & { title?: string };

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

/** The route table (see docs/product.md, Screens). Every screen is its own lazily loaded module. */
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
      {
        path: 'tools',
        lazy: () => import('../routes/tools-page').then((m) => ({ Component: m.ToolsPage })),
      },
      {
        path: 'timer',
        lazy: () => import('../routes/timer-page').then((m) => ({ Component: m.TimerPage })),
      },
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
        {
          path: 'rates/:id',
          lazy: () => import('../routes/rate-checkout-page').then((m) => ({ Component: m.RateCheckoutPage })),
        },
        {
          path: 'config',
          children: [
            {
              index: true,
              lazy: () =>
                import('../routes/config/config-home-page').then((m) => ({ Component: m.ConfigHomePage })),
            },
            {
              path: 'standing',
              lazy: () =>
                import('../routes/config/standing-bookings-page').then((m) => ({
                  Component: m.StandingBookingsPage,
                })),
            },
            {
              path: 'your-account',
              lazy: () =>
                import('../routes/config/your-account-page').then((m) => ({ Component: m.YourAccountPage })),
            },
            {
              path: 'your-payments',
              lazy: () =>
                import('../routes/config/your-payments-page').then((m) => ({
                  Component: m.YourPaymentsPage,
                })),
            },
            {
              path: 'your-rate',
              lazy: () =>
                import('../routes/config/your-rate-page').then((m) => ({ Component: m.YourRatePage })),
            },
            {
              path: 'chat',
              lazy: () => import('../routes/config/chat-page').then((m) => ({ Component: m.ChatPage })),
            },
            {
              path: 'personal-data',
              lazy: () =>
                import('../routes/config/personal-data-page').then((m) => ({
                  Component: m.PersonalDataPage,
                })),
            },
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
      guarded(
        [
          {
            path: 'admin',
            lazy: () =>
              import('../routes/admin/admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
          },
          {
            path: 'admin/schedule',
            lazy: () =>
              import('../routes/admin/admin-schedule-page').then((m) => ({ Component: m.AdminSchedulePage })),
          },
          {
            path: 'admin/days-off',
            lazy: () =>
              import('../routes/admin/admin-days-off-page').then((m) => ({ Component: m.AdminDaysOffPage })),
          },
        ],
        ['TRAINER', 'ADMIN'],
      ),
      guarded([
        {
          path: 'config/your-movements',
          lazy: () =>
            import('../routes/config/your-movements-page').then((m) => ({ Component: m.YourMovementsPage })),
        },
        {
          path: 'whiteboard/:date?',
          lazy: () => import('../routes/whiteboard-page').then((m) => ({ Component: m.WhiteboardPage })),
        },
      ]),
      guarded(
        [
          {
            path: 'admin/chat',
            lazy: () =>
              import('../routes/admin/chat-inbox-page').then((m) => ({ Component: m.ChatInboxPage })),
          },
          {
            path: 'admin/chat/:userId',
            lazy: () =>
              import('../routes/admin/chat-conversation-page').then((m) => ({
                Component: m.ChatConversationPage,
              })),
          },
          {
            path: 'admin/wod',
            lazy: () =>
              import('../routes/admin/wod-designer-page').then((m) => ({ Component: m.WodDesignerPage })),
          },
          {
            path: 'admin/recovery',
            lazy: () =>
              import('../routes/admin/recovery-designer-page').then((m) => ({
                Component: m.RecoveryDesignerPage,
              })),
          },
        ],
        ['TRAINER', 'ADMIN'],
      ),
      guarded(
        [
          {
            path: 'admin/users',
            lazy: () =>
              import('../routes/admin/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
          },
          {
            path: 'admin/users/:id',
            lazy: () =>
              import('../routes/admin/admin-member-page').then((m) => ({ Component: m.AdminMemberPage })),
          },
          {
            path: 'admin/mandatos',
            lazy: () => import('../routes/admin/mandates-page').then((m) => ({ Component: m.MandatesPage })),
          },
          {
            path: 'admin/audit',
            lazy: () => import('../routes/admin/audit-page').then((m) => ({ Component: m.AuditPage })),
          },
          {
            path: 'admin/backups',
            lazy: () => import('../routes/admin/backups-page').then((m) => ({ Component: m.BackupsPage })),
          },
          {
            path: 'admin/reports',
            lazy: () => import('../routes/admin/reports-page').then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: 'admin/invoices',
            lazy: () => import('../routes/admin/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
          },
          {
            path: 'admin/catalog/:kind?',
            lazy: () => import('../routes/admin/catalog-page').then((m) => ({ Component: m.CatalogPage })),
          },
          {
            path: 'admin/settings',
            lazy: () =>
              import('../routes/admin/app-settings-page').then((m) => ({ Component: m.AppSettingsPage })),
          },
          {
            path: 'admin/contact',
            lazy: () =>
              import('../routes/admin/contact-inbox-page').then((m) => ({ Component: m.ContactInboxPage })),
          },
          {
            path: 'admin/broadcast',
            lazy: () =>
              import('../routes/admin/broadcast-page').then((m) => ({ Component: m.BroadcastPage })),
          },
          {
            path: 'admin/deletion-requests',
            lazy: () =>
              import('../routes/admin/deletion-requests-page').then((m) => ({
                Component: m.DeletionRequestsPage,
              })),
          },
        ],
        ['ADMIN'],
      ),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  // Box TV fills the box's screen: no header, footer or menus around it.
  {
    path: '/tv',
    errorElement: <RouteError />,
    element: (
      <RequireAuth roles={['TRAINER', 'ADMIN']}>
        <Suspense fallback={<Spinner className="min-h-dvh w-full" />}>
          <Outlet />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, lazy: () => import('../routes/tv-page').then((m) => ({ Component: m.TvPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
