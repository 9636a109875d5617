import { generatePath } from 'react-router';

/**
 * The route patterns of the screens whose links carry something (a parameter, a query). The
 * router matches these and `paths` builds their links from them, so a screen's address is
 * spelled once.
 */
export const patterns = {
  rate: '/rates/:id',
  resetPassword: '/auth/reset-password/:token',
  /** Without a date: the day booking opens on, which only the box's clock can tell. */
  bookToday: '/book/:activity',
  book: '/book/:activity/:date',
  /** A class's sheet for the staff: who is in, who came. */
  classSheet: '/book/:activity/:date/:id',
  adminMember: '/admin/users/:id',
  adminChatWith: '/admin/chat/:userId',
  /** The day's whiteboard of scores; today's without a date. */
  whiteboard: '/whiteboard/:date?',
  /** Activities, plans, products and movements (admins); activities without a kind. */
  adminCatalog: '/admin/catalog/:kind?',
  /** The designers open on the week holding `?date=`; the audit log on one member with `?userId=`. */
  wodDesigner: '/admin/wod',
  recoveryDesigner: '/admin/recovery',
  audit: '/admin/audit',
  /** Sign-in and the card screen send the member back to `?returnUrl=` / `?returnTo=` after. */
  login: '/auth/login',
  yourPayments: '/config/your-payments',
  /** A visitor's free trial of a class of the timetable (its template) on a date. */
  visit: '/visit/:date/:templateId',
  /** A visitor cancels their booking: the link in their mail (reference, and the e-mail as `?email=`). */
  visitCancel: '/visit/cancel/:reference',
  /** The sign-up, with what is known of the person (a lead made a member). */
  signup: '/auth/signup',
  /** An in-house Open: the member's page (entry, scores, leaderboard), and its board on the TV. */
  openEvent: '/open/:id',
  tvOpen: '/tv/open/:id',
  /** The Open's back office: the events, and one event's workouts and judging. */
  adminOpen: '/admin/open/:id?',
} as const;

/** `path` with the given query, the empty values left out. */
const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** Every screen's address, the router's and every link's: the one place paths are spelled. */
export const paths = {
  home: '/',
  schedule: '/schedule',
  timer: '/timer',
  activities: '/activities',
  rates: '/rates',
  rate: (planId: number) => generatePath(patterns.rate, { id: String(planId) }),
  faq: '/faq',
  contact: '/contact',
  calendar: '/calendar',
  tools: '/tools',
  shop: '/shop',
  profile: '/profile',
  config: '/config',
  yourPayments: patterns.yourPayments,
  yourPaymentsReturningTo: (returnTo: string) => withQuery(patterns.yourPayments, { returnTo }),
  auth: '/auth',
  login: patterns.login,
  loginReturningTo: (returnUrl: string) => withQuery(patterns.login, { returnUrl }),
  signup: patterns.signup,
  signupFor: (person: { name: string; surname: string; email: string; phone: string }) =>
    withQuery(patterns.signup, person),
  visitCancel: (reference: string) => generatePath(patterns.visitCancel, { reference }),
  visit: (date: string, templateId: number) =>
    generatePath(patterns.visit, { date, templateId: String(templateId) }),
  forgotPassword: '/auth/forgot-password',
  yourAccount: '/config/your-account',
  yourRate: '/config/your-rate',
  yourMovements: '/config/your-movements',
  chat: '/config/chat',
  /** Everything the box holds about the member, and their deletion request (GDPR). */
  personalData: '/config/personal-data',
  /** The member's dependents, and adding one with their consent (docs/product.md, Households). */
  household: '/config/household',
  book: (activityName: string, date?: string) =>
    date
      ? generatePath(patterns.book, { activity: activityName.toLowerCase(), date })
      : generatePath(patterns.bookToday, { activity: activityName.toLowerCase() }),
  classSheet: (activityName: string, date: string, classId: number) =>
    generatePath(patterns.classSheet, { activity: activityName.toLowerCase(), date, id: String(classId) }),
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  legalNotice: '/legal-notice',
  /** The box's current terms and informed consent, readable without an account. */
  boxTerms: '/condicions',
  admin: '/admin',
  /** The back office: the weekly timetable and the classes made, days off, members. */
  adminSchedule: '/admin/schedule',
  /** A trainer's own classes of the week, each linking to its class sheet. */
  myClasses: '/admin/my-classes',
  /** What the member was told (pushes included), read and unread. */
  notifications: '/notifications',
  adminDaysOff: '/admin/days-off',
  /** The library of benchmark workouts (staff), and the PR feed (a member's and the box's). */
  adminBenchmarks: '/admin/benchmarks',
  records: '/records',
  adminUsers: '/admin/users',
  adminMember: (userId: number) => generatePath(patterns.adminMember, { id: String(userId) }),
  /** A member's standing bookings (the same class every week). */
  standingBookings: '/config/standing',
  /** The staff's chat inbox, and one member's conversation in it. */
  adminChat: '/admin/chat',
  adminChatWith: (memberId: number) => generatePath(patterns.adminChatWith, { userId: String(memberId) }),
  whiteboard: (date?: string) => generatePath(patterns.whiteboard, { date: date ?? null }),
  wodDesigner: (date?: string) => withQuery(patterns.wodDesigner, { date }),
  recoveryDesigner: (date?: string) => withQuery(patterns.recoveryDesigner, { date }),
  tv: '/tv',
  /** The in-house Opens (docs/product.md, The in-house Open). */
  openEvents: '/open',
  openEvent: (id: number) => generatePath(patterns.openEvent, { id: String(id) }),
  tvOpen: (id: number) => generatePath(patterns.tvOpen, { id: String(id) }),
  adminOpen: (id?: number) => generatePath(patterns.adminOpen, { id: id ? String(id) : null }),
  /** The member's rotating code for the door, and the door's tablet that reads it (staff). */
  checkin: '/checkin',
  door: '/door',
  /** SEPA mandates and remittances (admins). */
  mandates: '/admin/mandatos',
  /** The audit log, of the whole box or of one member. */
  audit: (userId?: number) => withQuery(patterns.audit, { userId }),
  /** The box's app config (see docs/product.md, Constants), for admins. */
  adminSettings: '/admin/settings',
  adminCatalog: (kind?: string) => generatePath(patterns.adminCatalog, { kind: kind ?? null }),
  /** Attendance, members per plan, revenue and churn risk (admins). */
  adminReports: '/admin/reports',
  /** The invoices, the accountant's CSV and the billing chain's check. */
  adminInvoices: '/admin/invoices',
  /** The contact form's messages (admins). */
  adminContact: '/admin/contact',
  /** A push notification to every member (admins). */
  adminBroadcast: '/admin/broadcast',
  /** Members who asked for their account to be deleted (admins). */
  adminDeletionRequests: '/admin/deletion-requests',
  /** The box's backups: the last one, take one now, download (admins). */
  adminBackups: '/admin/backups',
  /** Visitors who booked a trial: their stage, the follow-up, making them members (admins). */
  adminLeads: '/admin/leads',
  /** The box's terms and informed consent: write, publish, read the old versions (admins). */
  adminTerms: '/admin/condicions',
} as const;

/** The header is hidden on any URL containing one of these (see docs/product.md, Layout). */
export const HEADERLESS_URL_PARTS = ['auth', 'book/', 'admin/', 'config/', 'rates/'] as const;
export const HERO_HEADER_PATHS = ['/', '/contact', '/activities'] as const;
