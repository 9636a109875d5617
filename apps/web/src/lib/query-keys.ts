import type { ReportRange } from '@boxbook/domain';

/**
 * Every TanStack Query key of the app, in one place. A key's first parts say what it holds, and
 * invalidating a key also refreshes every key that starts with it (TanStack's prefix match): a
 * member's realtime `user` event refreshes `users.one(id)`, so everything shown of that member
 * (their membership, ledger, standing bookings…) lives under it. Two screens showing the same
 * data read the same key, so one mutation refreshes both; features and the app shell import
 * these factories rather than spelling a key.
 */

export const classKeys = {
  all: ['classes'] as const,
  days: ['classes', 'day'] as const,
  /** `as`: the dependent a guardian books for, whose places the list shows (null: the member). */
  day: (activityId: number, date: string, as: number | null = null) =>
    ['classes', 'day', activityId, date, as] as const,
  one: (id: number) => ['classes', 'one', id] as const,
  users: (classId: number) => ['classes', 'users', classId] as const,
  next: (count: number, as: number | null = null) => ['classes', 'next', count, as] as const,
  placeCost: (classId: number | undefined, userId: number | undefined) =>
    ['classes', 'placeCost', classId, userId] as const,
  /** Staff views, under `all` so a booking refreshes them too. */
  staffWindow: ['classes', 'staff', 'window'] as const,
  staffDay: (date: string) => ['classes', 'staff', 'day', date] as const,
  attendance: (date: string) => ['classes', 'staff', 'attendance', date] as const,
  /** Outside `all`: the box's screen (TV) reloads the day itself, and follows each class live. */
  tv: (date: string) => ['tv', 'classes', date] as const,
  /** Outside `all` too: the timetable's marks of a date's cancelled classes. */
  cancelled: (date: string | null) => ['schedule', 'cancelled', date] as const,
};

/** The staff who may coach, and a coach's own week (under classKeys.all: a booking refreshes it). */
export const coachKeys = {
  options: ['coaches'] as const,
  week: (date: string) => ['classes', 'staff', 'coachWeek', date] as const,
};

/** The weekly templates, a weekday's templates being a day calendar. */
export const calendarKeys = {
  all: ['calendar'] as const,
  day: (day: number) => ['calendar', 'day', day] as const,
};

export const dayOffKeys = {
  all: ['dayOff'] as const,
  list: ['dayOff', 'all'] as const,
  month: (monthStart: string) => ['dayOff', 'month', monthStart] as const,
};

export const userKeys = {
  all: ['users'] as const,
  one: (id: number) => ['users', id] as const,
  /** The member's plan, renewal and pending request, as they and the staff see it: one cache. */
  membership: (id: number) => ['users', id, 'membership'] as const,
  payments: (id: number) => ['users', id, 'payments'] as const,
  ledger: (id: number, page: number) => ['users', id, 'ledger', page] as const,
  bookings: (id: number, page: number) => ['users', id, 'bookings', page] as const,
  standing: (id: number) => ['users', id, 'standing'] as const,
  /** The member's check-in secret, from which their screen makes the door's code. */
  checkinSecret: (id: number) => ['users', id, 'checkinSecret'] as const,
  /** Their guardian and dependents (docs/product.md, Households). */
  household: (id: number) => ['users', id, 'household'] as const,
  /** Whether the member accepted the box's current terms, and when they accepted each version. */
  terms: (id: number) => ['users', id, 'terms'] as const,
  validated: (id: number, monthStart: string) => ['users', id, 'validated', monthStart] as const,
  searches: ['users', 'search'] as const,
  adminSearch: (name: string, page: number) => ['users', 'search', 'admin', name, page] as const,
  trainerSearch: (text: string) => ['users', 'search', text] as const,
};

/**
 * The catalogue: the members' lists (`list`) and the admin's, which hold the disabled items too
 * (`catalog`), share their first part, so a saved item refreshes both.
 */
export type CatalogKind = 'activities' | 'plans' | 'products' | 'movements';
export const catalogKeys = {
  list: (kind: CatalogKind) => [kind] as const,
  catalog: (kind: CatalogKind) => [kind, 'catalog'] as const,
};

export const movementKeys = {
  list: catalogKeys.list('movements'),
  records: ['movementRecords'] as const,
  recordsOf: (userId: number) => ['movementRecords', userId] as const,
};

export const appKeys = {
  info: ['app', 'info'] as const,
  config: ['app', 'config'] as const,
  legal: ['app', 'legal'] as const,
};

/** The box's terms: the version in force (public), and every version (admins). */
export const termsKeys = {
  all: ['terms'] as const,
  current: ['terms', 'current'] as const,
  versions: ['terms', 'versions'] as const,
};

export const backupKeys = {
  status: ['backups'] as const,
};

export const auditKeys = {
  page: (userId: number | null, page: number) => ['audit', userId, page] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  /** Everything of one member's conversation, refreshed as a whole when a message comes in. */
  thread: (memberId: number) => ['chat', memberId] as const,
  messages: (memberId: number) => ['chat', memberId, 'messages'] as const,
  conversations: ['chat', 'conversations'] as const,
};

export const notificationKeys = {
  settings: ['notifications', 'settings'] as const,
  /** The member's notifications list, under their user: their `user` event refreshes it. */
  list: (userId: number, language: string) => ['users', userId, 'notifications', 'list', language] as const,
  unread: (userId: number) => ['users', userId, 'notifications', 'unread'] as const,
  devices: ['notifications', 'device'] as const,
  /** Per member, since another member may sign in on this device in the same tab. */
  device: (userId: number | undefined) => ['notifications', 'device', userId ?? 0] as const,
};

export const calendarFeedKeys = {
  feed: ['calendar-feed'] as const,
};

export const paymentKeys = {
  cards: ['payments', 'cards'] as const,
  receipts: ['payments', 'receipts'] as const,
  ledger: (userId: number) => ['payments', 'ledger', userId] as const,
  debts: (userId: number) => ['payments', 'debts', userId] as const,
};

export const reportKeys = {
  all: ['reports'] as const,
  attendance: (range: ReportRange) => ['reports', 'attendance', range.from, range.to] as const,
  revenue: (range: ReportRange) => ['reports', 'revenue', range.from, range.to] as const,
  plans: ['reports', 'plans'] as const,
  churn: ['reports', 'churn'] as const,
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  page: (filter: object, page: number) => ['invoices', 'page', filter, page] as const,
  aeat: ['invoices', 'aeat'] as const,
};

export const mandateKeys = {
  all: ['mandates'] as const,
  members: (query: { name: string; state: string | null; page: number }) =>
    ['mandates', 'members', query] as const,
  creditor: ['mandates', 'creditor'] as const,
  exported: ['mandates', 'remittances'] as const,
  remittance: (month: string) => ['mandates', 'remittances', month] as const,
  returns: ['mandates', 'returns'] as const,
};

/** The first visit: a date's classes for visitors, and the leads (admins). */
export const visitKeys = {
  classes: (date: string) => ['visits', 'classes', date] as const,
  /** The visitors of a class, on its sheet. */
  ofClass: (classId: number) => ['visits', 'class', classId] as const,
  leads: ['leads'] as const,
  leadList: (stage: string | null) => ['leads', stage] as const,
};

export const contactInboxKeys = {
  all: ['contact', 'inbox'] as const,
  page: (query: { unhandled: boolean; page: number }) => ['contact', 'inbox', query] as const,
};

export const workoutKeys = {
  wods: ['wod'] as const,
  wodOf: (date: string) => ['wod', 'day', date] as const,
  wodPage: (page: number, size: number) => ['wod', 'page', page, size] as const,
  recoveries: ['recovery'] as const,
  recoveryOf: (date: string) => ['recovery', 'day', date] as const,
  recoveryPage: (page: number, size: number) => ['recovery', 'page', page, size] as const,
};

export const scoreKeys = {
  all: ['scores'] as const,
  mine: (userId: number) => ['scores', 'user', userId] as const,
  whiteboard: (date: string) => ['scores', 'whiteboard', date] as const,
  settings: (userId: number) => ['scores', 'settings', userId] as const,
  /** A member's results on one benchmark: under scores, so logging one reads them again. */
  benchmark: (benchmarkId: number, userId: number) => ['scores', 'benchmark', benchmarkId, userId] as const,
  records: (userId: number) => ['scores', 'records', userId] as const,
  boxRecords: ['scores', 'records', 'box'] as const,
};

/** The benchmark workouts' library. */
export const benchmarkKeys = {
  all: ['benchmarks'] as const,
};

/** The in-house Open: events, the caller's entry, the judges' queue and each division's board. */
export const openEventKeys = {
  all: ['openEvents'] as const,
  one: (id: number) => ['openEvents', 'one', id] as const,
  me: (id: number) => ['openEvents', 'me', id] as const,
  pending: (id: number) => ['openEvents', 'pending', id] as const,
  leaderboards: (id: number) => ['openEvents', 'leaderboard', id] as const,
  leaderboard: (id: number, division: string | null) => ['openEvents', 'leaderboard', id, division] as const,
};
