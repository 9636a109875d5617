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
  /** Without a date: the day booking opens on, which only the box's clock can tell. */
  book: (activityName: string, date?: string) =>
    `/book/${encodeURIComponent(activityName.toLowerCase())}${date ? `/${date}` : ''}`,
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  legalNotice: '/legal-notice',
  admin: '/admin',
} as const;

/** The header is hidden on any URL containing one of these (spec point 2). */
export const HEADERLESS_URL_PARTS = ['auth', 'book/', 'admin/', 'config/', 'rates/'] as const;
export const HERO_HEADER_PATHS = ['/', '/contact'] as const;
