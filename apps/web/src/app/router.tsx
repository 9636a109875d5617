import type { Role } from '@boxbook/domain';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths, patterns } from '../config/paths';
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

/**
 * The route table (see docs/product.md, Screens). Every screen is its own lazily loaded module,
 * at the address config/paths.ts spells for it, which the links use too.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown while the first screen's lazy module loads.
    HydrateFallback: () => <Spinner className="min-h-dvh w-full" />,
    children: [
      { index: true, lazy: () => import('../routes/home-page').then((m) => ({ Component: m.HomePage })) },
      {
        path: paths.activities,
        lazy: () => import('../routes/activities-page').then((m) => ({ Component: m.ActivitiesPage })),
      },
      {
        path: paths.rates,
        lazy: () => import('../routes/rates-page').then((m) => ({ Component: m.RatesPage })),
      },
      {
        path: paths.shop,
        lazy: () => import('../routes/shop-page').then((m) => ({ Component: m.ShopPage })),
      },
      { path: paths.faq, lazy: () => import('../routes/faq-page').then((m) => ({ Component: m.FaqPage })) },
      {
        path: paths.contact,
        lazy: () => import('../routes/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      legal(paths.privacyPolicy, 'privacy_policy'),
      legal(paths.cookiePolicy, 'cookie_policy'),
      legal(paths.legalNotice, 'legal_notice'),
      {
        path: paths.boxTerms,
        lazy: () => import('../routes/box-terms-page').then((m) => ({ Component: m.BoxTermsPage })),
      },
      {
        path: paths.schedule,
        lazy: () => import('../routes/schedule-page').then((m) => ({ Component: m.SchedulePage })),
      },
      {
        path: patterns.visitCancel,
        lazy: () => import('../routes/visit-cancel-page').then((m) => ({ Component: m.VisitCancelPage })),
      },
      {
        path: patterns.visit,
        lazy: () => import('../routes/visit-page').then((m) => ({ Component: m.VisitPage })),
      },
      {
        path: paths.tools,
        lazy: () => import('../routes/tools-page').then((m) => ({ Component: m.ToolsPage })),
      },
      {
        path: paths.timer,
        lazy: () => import('../routes/timer-page').then((m) => ({ Component: m.TimerPage })),
      },
      {
        path: paths.auth,
        children: [
          { index: true, element: <Navigate to={paths.login} replace /> },
          {
            path: paths.login,
            handle: pop,
            lazy: () => import('../routes/auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: paths.signup,
            handle: pop,
            lazy: () => import('../routes/auth/signup-page').then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: paths.forgotPassword,
            handle: pop,
            lazy: () =>
              import('../routes/auth/forgot-password-page').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: patterns.resetPassword,
            handle: pop,
            lazy: () =>
              import('../routes/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
        ],
      },
      guarded([
        {
          path: paths.profile,
          lazy: () => import('../routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
        },
        {
          path: paths.calendar,
          lazy: () => import('../routes/calendar-page').then((m) => ({ Component: m.CalendarPage })),
        },
        {
          path: paths.checkin,
          lazy: () => import('../routes/checkin-page').then((m) => ({ Component: m.CheckinPage })),
        },
        {
          path: patterns.rate,
          lazy: () => import('../routes/rate-checkout-page').then((m) => ({ Component: m.RateCheckoutPage })),
        },
        {
          path: paths.config,
          children: [
            {
              index: true,
              lazy: () =>
                import('../routes/config/config-home-page').then((m) => ({ Component: m.ConfigHomePage })),
            },
            {
              path: paths.standingBookings,
              lazy: () =>
                import('../routes/config/standing-bookings-page').then((m) => ({
                  Component: m.StandingBookingsPage,
                })),
            },
            {
              path: paths.yourAccount,
              lazy: () =>
                import('../routes/config/your-account-page').then((m) => ({ Component: m.YourAccountPage })),
            },
            {
              path: paths.yourPayments,
              lazy: () =>
                import('../routes/config/your-payments-page').then((m) => ({
                  Component: m.YourPaymentsPage,
                })),
            },
            {
              path: paths.yourRate,
              lazy: () =>
                import('../routes/config/your-rate-page').then((m) => ({ Component: m.YourRatePage })),
            },
            {
              path: paths.chat,
              lazy: () => import('../routes/config/chat-page').then((m) => ({ Component: m.ChatPage })),
            },
            {
              path: paths.household,
              lazy: () =>
                import('../routes/config/household-page').then((m) => ({ Component: m.HouseholdPage })),
            },
            {
              path: paths.personalData,
              lazy: () =>
                import('../routes/config/personal-data-page').then((m) => ({
                  Component: m.PersonalDataPage,
                })),
            },
          ],
        },
        {
          path: patterns.bookToday,
          handle: pop,
          lazy: () => import('../routes/book-page').then((m) => ({ Component: m.BookTodayRedirect })),
        },
        {
          path: patterns.book,
          handle: pop,
          lazy: () => import('../routes/book-page').then((m) => ({ Component: m.BookPage })),
        },
      ]),
      guarded(
        [
          {
            path: patterns.classSheet,
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
            path: paths.admin,
            lazy: () =>
              import('../routes/admin/admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
          },
          {
            path: paths.adminSchedule,
            lazy: () =>
              import('../routes/admin/admin-schedule-page').then((m) => ({ Component: m.AdminSchedulePage })),
          },
          {
            path: paths.adminDaysOff,
            lazy: () =>
              import('../routes/admin/admin-days-off-page').then((m) => ({ Component: m.AdminDaysOffPage })),
          },
          {
            path: paths.myClasses,
            lazy: () =>
              import('../routes/admin/my-classes-page').then((m) => ({ Component: m.MyClassesPage })),
          },
        ],
        ['TRAINER', 'ADMIN'],
      ),
      guarded([
        {
          path: paths.yourMovements,
          lazy: () =>
            import('../routes/config/your-movements-page').then((m) => ({ Component: m.YourMovementsPage })),
        },
        {
          path: patterns.whiteboard,
          lazy: () => import('../routes/whiteboard-page').then((m) => ({ Component: m.WhiteboardPage })),
        },
        {
          path: paths.records,
          lazy: () => import('../routes/records-page').then((m) => ({ Component: m.RecordsPage })),
        },
        {
          path: paths.notifications,
          lazy: () =>
            import('../routes/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
        },
        {
          path: paths.openEvents,
          lazy: () => import('../routes/open-events-page').then((m) => ({ Component: m.OpenEventsPage })),
        },
        {
          path: patterns.openEvent,
          lazy: () => import('../routes/open-event-page').then((m) => ({ Component: m.OpenEventPage })),
        },
      ]),
      guarded(
        [
          {
            path: paths.adminChat,
            lazy: () =>
              import('../routes/admin/chat-inbox-page').then((m) => ({ Component: m.ChatInboxPage })),
          },
          {
            path: patterns.adminChatWith,
            lazy: () =>
              import('../routes/admin/chat-conversation-page').then((m) => ({
                Component: m.ChatConversationPage,
              })),
          },
          {
            path: patterns.wodDesigner,
            lazy: () =>
              import('../routes/admin/wod-designer-page').then((m) => ({ Component: m.WodDesignerPage })),
          },
          {
            path: patterns.adminOpen,
            lazy: () =>
              import('../routes/admin/open-events-admin-page').then((m) => ({
                Component: m.OpenEventsAdminPage,
              })),
          },
          {
            path: paths.adminBenchmarks,
            lazy: () =>
              import('../routes/admin/benchmarks-page').then((m) => ({ Component: m.BenchmarksPage })),
          },
          {
            path: patterns.recoveryDesigner,
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
            path: paths.adminUsers,
            lazy: () =>
              import('../routes/admin/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
          },
          {
            path: patterns.adminMember,
            lazy: () =>
              import('../routes/admin/admin-member-page').then((m) => ({ Component: m.AdminMemberPage })),
          },
          {
            path: paths.mandates,
            lazy: () => import('../routes/admin/mandates-page').then((m) => ({ Component: m.MandatesPage })),
          },
          {
            path: patterns.audit,
            lazy: () => import('../routes/admin/audit-page').then((m) => ({ Component: m.AuditPage })),
          },
          {
            path: paths.adminBackups,
            lazy: () => import('../routes/admin/backups-page').then((m) => ({ Component: m.BackupsPage })),
          },
          {
            path: paths.adminTerms,
            lazy: () => import('../routes/admin/terms-page').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: paths.adminReports,
            lazy: () => import('../routes/admin/reports-page').then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: paths.adminInvoices,
            lazy: () => import('../routes/admin/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
          },
          {
            path: patterns.adminCatalog,
            lazy: () => import('../routes/admin/catalog-page').then((m) => ({ Component: m.CatalogPage })),
          },
          {
            path: paths.adminSettings,
            lazy: () =>
              import('../routes/admin/app-settings-page').then((m) => ({ Component: m.AppSettingsPage })),
          },
          {
            path: paths.adminLeads,
            lazy: () => import('../routes/admin/leads-page').then((m) => ({ Component: m.LeadsPage })),
          },
          {
            path: paths.adminContact,
            lazy: () =>
              import('../routes/admin/contact-inbox-page').then((m) => ({ Component: m.ContactInboxPage })),
          },
          {
            path: paths.adminBroadcast,
            lazy: () =>
              import('../routes/admin/broadcast-page').then((m) => ({ Component: m.BroadcastPage })),
          },
          {
            path: paths.adminDeletionRequests,
            lazy: () =>
              import('../routes/admin/deletion-requests-page').then((m) => ({
                Component: m.DeletionRequestsPage,
              })),
          },
        ],
        ['ADMIN'],
      ),
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
  // Box TV fills the box's screen: no header, footer or menus around it.
  {
    path: paths.tv,
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
      {
        path: patterns.tvOpen,
        lazy: () => import('../routes/tv-open-page').then((m) => ({ Component: m.TvOpenPage })),
      },
    ],
  },
  // The door's tablet, full screen like the TV (docs/product.md, Check-in at the door).
  {
    path: paths.door,
    errorElement: <RouteError />,
    element: (
      <RequireAuth roles={['TRAINER', 'ADMIN']}>
        <Suspense fallback={<Spinner className="min-h-dvh w-full" />}>
          <Outlet />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { index: true, lazy: () => import('../routes/door-page').then((m) => ({ Component: m.DoorPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
