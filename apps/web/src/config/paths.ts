/** Every route path the app links to, in one place. */
export const paths = {
  home: '/',
  schedule: '/schedule',
  timer: '/timer',
  activities: '/activities',
  rates: '/rates',
  rate: (planId: number) => `/rates/${planId}`,
  faq: '/faq',
  contact: '/contact',
  calendar: '/calendar',
  tools: '/tools',
  shop: '/shop',
  profile: '/profile',
  config: '/config',
  yourPayments: '/config/your-payments',
  login: '/auth/login',
  signup: '/auth/signup',
  forgotPassword: '/auth/forgot-password',
  yourAccount: '/config/your-account',
  yourRate: '/config/your-rate',
  yourMovements: '/config/your-movements',
  chat: '/config/chat',
  /** Everything the box holds about the member, and their deletion request (GDPR). */
  personalData: '/config/personal-data',
  /** Without a date: the day booking opens on, which only the box's clock can tell. */
  book: (activityName: string, date?: string) =>
    `/book/${encodeURIComponent(activityName.toLowerCase())}${date ? `/${date}` : ''}`,
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  legalNotice: '/legal-notice',
  admin: '/admin',
  /** The back office: the weekly timetable and the classes made, days off, members. */
  adminSchedule: '/admin/schedule',
  adminDaysOff: '/admin/days-off',
  adminUsers: '/admin/users',
  adminMember: (userId: number) => `/admin/users/${userId}`,
  /** A member's standing bookings (the same class every week). */
  standingBookings: '/config/standing',
  /** The staff's chat inbox, and one member's conversation in it. */
  adminChat: '/admin/chat',
  adminChatWith: (memberId: number) => `/admin/chat/${memberId}`,
  /** The day's whiteboard of scores; today's without a date. */
  whiteboard: (date?: string) => `/whiteboard${date ? `/${date}` : ''}`,
  wodDesigner: (date?: string) => `/admin/wod${date ? `?date=${date}` : ''}`,
  /** The recovery designer opens on the ISO week holding `date`. */
  recoveryDesigner: (date?: string) => `/admin/recovery${date ? `?date=${date}` : ''}`,
  tv: '/tv',
  /** SEPA mandates and remittances (admins). */
  mandates: '/admin/mandatos',
  /** The audit log, of the whole box or of one member. */
  audit: (userId?: number) => `/admin/audit${userId ? `?userId=${userId}` : ''}`,
  /** The box's app config (see docs/product.md, Constants), for admins. */
  adminSettings: '/admin/settings',
  /** Activities, plans, products and movements (admins); activities without a kind. */
  adminCatalog: (kind?: string) => `/admin/catalog${kind ? `/${kind}` : ''}`,
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
} as const;

/** The header is hidden on any URL containing one of these (see docs/product.md, Layout). */
export const HEADERLESS_URL_PARTS = ['auth', 'book/', 'admin/', 'config/', 'rates/'] as const;
export const HERO_HEADER_PATHS = ['/', '/contact'] as const;
