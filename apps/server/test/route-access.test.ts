import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementRecords, movements } from '../src/infra/db/schema';
import { addClass, addMember, type Box, headersOf, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

/**
 * Who may call every route of the API, as one table. A route missing from the table fails the
 * test, so a new route is a decision about its access, written here.
 *
 *   public       anyone
 *   signedIn     any signed-in user
 *   self         a member on their own user only; staff neither
 *   selfOrStaff  a member on their own user, trainers and admins on anyone
 *   selfOrAdmin  a member on their own user, admins on anyone
 *   staff        trainers and admins
 *   admin        admins
 *
 * "On a user" means the user the request names: the path's `:id` of /users and /scores/settings,
 * `userId` in a booking body, `user` in a movement record or a records query, or the owner of the
 * record the path's `:id` names (`record`: a fresh one of that user for each caller).
 */
type Access = 'public' | 'signedIn' | 'self' | 'selfOrStaff' | 'selfOrAdmin' | 'staff' | 'admin';

interface Row {
  access: Access;
  /** Where the request names its user; without it the user does not matter. */
  user?: 'path' | 'body' | 'query' | 'record';
  /** A valid body for `userId`, so that only access decides (a bad body would answer 400 first). */
  body?: (userId: number, ids: Ids) => object;
  query?: (userId: number) => string;
}

interface Ids {
  classId: number;
  /** A new movement record of the user, for the routes whose `:id` is a record. */
  recordOf(userId: number): Promise<number>;
}

const TABLE: Record<string, Row> = {
  'GET /api/health': { access: 'public' },
  'GET /api/ready': { access: 'public' },
  'GET /api/app/config': { access: 'public' },
  'GET /api/app/info': { access: 'public' },
  'GET /api/app/legal': { access: 'public' },
  'PUT /api/app/config': {
    access: 'admin',
    body: () => ({
      defaultActivityKey: 'crossfit',
      openActivityKey: 'open_box',
      topPlanKey: 'unlimited',
      daysToShow: 3,
      proPrice: 4.95,
      creditsPlan: 7,
      creditsNoPlan: 12,
      changePlanDayLimit: 26,
      sepaLeadDays: 2,
      firstMonthBilling: 'prorated',
      termsBlockBooking: false,
      bookFutureClassStartHour: 17,
      wodVisibleHoursBefore: 4,
      cancelLimitMinutes: 120,
      checkinBeforeMinutes: 30,
      checkinAfterMinutes: 15,
      trialEnabled: true,
      dropInEnabled: true,
      dropInPrice: 15,
      healthDataRetentionDays: 30,
      drawEnabled: false,
      drawWindowSeconds: 60,
      phoneNumber: '+34931234567',
    }),
  },
  'GET /api/activities': { access: 'public' },
  'GET /api/activities/:id': { access: 'public' },
  'GET /api/activities/byName/:name': { access: 'public' },
  'GET /api/plans': { access: 'public' },
  'GET /api/plans/:id': { access: 'public' },
  'GET /api/products': { access: 'public' },
  'GET /api/products/:id': { access: 'public' },
  'POST /api/contact': { access: 'public' },
  'POST /api/visits/trial': { access: 'public' },
  'GET /api/visits/classes': { access: 'public', query: () => 'date=2026-11-23' },
  'GET /api/visits/:file': { access: 'public' },
  'POST /api/visits/dropIn': { access: 'public' },
  'POST /api/visits/dropIn/:reference/confirm': { access: 'public' },
  'POST /api/visits/dropIn/:reference/authorize': { access: 'public', body: () => ({ approve: true }) },
  'POST /api/visits/:reference/cancel': { access: 'public', body: () => ({ email: 'nobody@example.com' }) },
  'GET /api/visits/class/:id': { access: 'staff' },
  'PUT /api/visits/:reference/attended': { access: 'staff', body: () => ({ attended: false }) },
  'GET /api/leads': { access: 'admin' },
  'PUT /api/leads/:id/lost': { access: 'admin', body: () => ({ lost: true }) },
  'GET /api/contact': { access: 'admin' },
  'PUT /api/contact/:id/handled': { access: 'admin', body: () => ({ handled: true }) },
  'POST /api/auth/signup': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/refresh-token': { access: 'public' },
  'POST /api/auth/forgot-password': { access: 'public' },
  'POST /api/auth/reset-password/:token': { access: 'public' },
  'GET /api/calendar/calendar/:day': { access: 'public' },

  'GET /api/users': { access: 'staff' },
  'GET /api/users/:id': { access: 'selfOrStaff', user: 'path' },
  'PUT /api/users/:id': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({
      name: 'Same',
      surname: 'Name',
      email: 'same@example.com',
      phone: '600000000',
      birth: null,
      sex: null,
    }),
  },
  'PUT /api/users/:id/password': {
    access: 'self',
    user: 'path',
    body: () => ({ oldPassword: 'not-the-password', newPassword: 'a-new-password-1' }),
  },
  'POST /api/users/:id/img': { access: 'selfOrAdmin', user: 'path', body: () => ({ fileSource: 'x' }) },
  'PUT /api/users/:id/credits': { access: 'admin', user: 'path' },
  'POST /api/users/:id/credits/adjustments': {
    access: 'admin',
    user: 'path',
    body: () => ({ kind: 'OPEN', delta: 1, note: 'a reason' }),
  },
  'GET /api/users/:id/ledger': { access: 'selfOrAdmin', user: 'path' },
  'GET /api/users/:id/bookings': { access: 'admin', user: 'path' },
  'GET /api/users/:id/standingBookings': { access: 'selfOrAdmin', user: 'path' },
  'POST /api/users/:id/standingBookings': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ templateId: 1 }),
  },
  'DELETE /api/users/:id/standingBookings/:standingId': { access: 'selfOrAdmin', user: 'path' },
  'GET /api/audit': { access: 'admin' },
  // Personal data (GDPR; see docs/product.md, Personal data): the download, the member's own
  // deletion request, the admin's side.
  'GET /api/users/:id/personal-data': { access: 'selfOrAdmin', user: 'path' },
  'GET /api/users/:id/household': { access: 'selfOrStaff', user: 'path' },
  'POST /api/users/:id/dependents': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ name: 'Pau', surname: 'Vidal', birth: '2016-03-01', consent: true }),
  },
  // Changing a household: the guardian takes a dependent out; an admin hands one over.
  'POST /api/users/:id/dependents/:dependentId/remove': { access: 'selfOrAdmin', user: 'path' },
  'PUT /api/users/:id/guardian': {
    access: 'admin',
    user: 'path',
    body: () => ({ guardianId: 1, consent: true }),
  },
  'POST /api/users/:id/deletion-request': {
    access: 'self',
    user: 'path',
    body: () => ({ password: 'not-the-password' }),
  },
  'GET /api/deletion-requests': { access: 'admin' },
  // The box's terms (docs/product.md, Terms): read by anyone, accepted by a member, published by admins.
  'GET /api/terms/current': { access: 'public' },
  'POST /api/terms/accept': { access: 'signedIn', body: () => ({ versionId: 1 }) },
  'GET /api/terms/versions': { access: 'admin' },
  'POST /api/terms/versions': {
    access: 'admin',
    body: () => ({
      bodyCa: 'Les condicions del box, prou llargues.',
      bodyEs: 'Las condiciones del box, bastante largas.',
    }),
  },
  'GET /api/users/:id/terms': { access: 'selfOrAdmin', user: 'path' },
  'POST /api/users/:id/anonymise': { access: 'admin', user: 'path' },
  // Plans and payments (see docs/decisions.md, Payments, plans and renewals). A card, a payment or
  // a receipt names its owner itself: another member's answers 404, as payments tests check.
  'GET /api/payments': { access: 'signedIn' },
  'POST /api/payments/card': { access: 'signedIn', body: () => ({ pmId: 'pm_unknown' }) },
  'GET /api/payments/card/:id': { access: 'signedIn' },
  'PUT /api/payments/card/:id/default': { access: 'signedIn' },
  'DELETE /api/payments/card/:id': { access: 'signedIn' },
  'POST /api/payments/setupIntent': { access: 'signedIn' },
  'POST /api/payments/checkout': {
    access: 'signedIn',
    body: () => ({ pmId: 'pm_unknown', amount: 7, description: 'Credit' }),
  },
  'POST /api/payments/checkout/:id/confirm': { access: 'signedIn' },
  'GET /api/payments/receipts': {
    access: 'selfOrAdmin',
    user: 'query',
    query: (userId) => `userId=${userId}`,
  },
  'GET /api/payments/receipts/:id': { access: 'signedIn' },
  'GET /api/payments/receipts/:id/pdf': { access: 'signedIn' },
  'GET /api/invoices': { access: 'admin' },
  'GET /api/invoices/csv': { access: 'admin', query: () => 'quarter=2027-Q1' },
  'GET /api/invoices/chain': { access: 'admin' },
  // A member asking for another's invoice gets 404, as for a missing one (invoice-routes.test.ts).
  'GET /api/invoices/:id/pdf': { access: 'signedIn' },
  'POST /api/payments/receipts/:id/refund': {
    access: 'admin',
    body: () => ({ reason: 'Duplicate charge' }),
  },
  'POST /api/payments/webhook': { access: 'public' },
  'POST /api/payments/sandbox/paymentMethods': { access: 'signedIn' },
  'POST /api/payments/sandbox/visitorPaymentMethods': { access: 'public' },
  'POST /api/payments/sandbox/intents/:id/authorize': { access: 'signedIn', body: () => ({ approve: true }) },
  'PUT /api/users/:id/creditsWithReceiptId': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ credits: { activity: 1, open: 0 }, receiptId: '00000000-0000-4000-8000-000000000000' }),
  },
  'GET /api/users/:id/membership': { access: 'selfOrAdmin', user: 'path' },
  'GET /api/users/:id/payments': { access: 'admin', user: 'path' },
  'GET /api/users/:id/sepaDebts': { access: 'selfOrAdmin', user: 'path' },
  'PUT /api/users/:id/sepaDebts/:debtId': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ receiptId: '00000000-0000-4000-8000-000000000000' }),
  },
  'PUT /api/users/me/language': { access: 'signedIn', body: () => ({ language: 'ca' }) },
  'POST /api/users/:id/joinWithReceiptId': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ planId: 1, pro: false, receiptId: '00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/users/:id/join': { access: 'admin', user: 'path', body: () => ({ planId: 999_999 }) },
  'POST /api/users/:id/leave': { access: 'selfOrAdmin', user: 'path' },
  'POST /api/users/:id/changePlan': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ planId: 999_999 }),
  },
  'POST /api/users/:id/maintenance/start': { access: 'selfOrAdmin', user: 'path' },
  'POST /api/users/:id/maintenance/end': { access: 'selfOrAdmin', user: 'path' },
  'DELETE /api/users/:id/planRequest': { access: 'selfOrAdmin', user: 'path' },
  'POST /api/plans': { access: 'admin' },
  'POST /api/products': { access: 'admin' },
  'GET /api/plans/all': { access: 'admin' },
  'PUT /api/plans/:id': { access: 'admin' },
  'GET /api/products/all': { access: 'admin' },
  'PUT /api/products/:id': { access: 'admin' },
  'POST /api/products/:id/img': { access: 'admin' },
  'POST /api/activities': { access: 'admin' },
  'PUT /api/activities/:id': { access: 'admin' },
  'POST /api/activities/:id/img': { access: 'admin' },
  'GET /api/mandates': { access: 'admin' },
  'PUT /api/mandates/users/:id': { access: 'admin' },
  'POST /api/mandates/users/:id/revoke': { access: 'admin' },
  'GET /api/mandates/creditor': { access: 'admin' },
  'PUT /api/mandates/creditor': { access: 'admin' },
  'GET /api/mandates/remittances': { access: 'admin' },
  'GET /api/mandates/remittances/:month': { access: 'admin' },
  'POST /api/mandates/remittances/:month': { access: 'admin' },
  'GET /api/mandates/remittances/:month/file': { access: 'admin' },
  'GET /api/mandates/returns': { access: 'admin' },
  'POST /api/mandates/returns': { access: 'admin', body: () => ({ xml: '<Document/>' }) },
  'GET /api/invoices/aeat': { access: 'admin' },
  'GET /api/invoices/records.xml': { access: 'admin', query: () => 'from=2026-11-01&to=2026-11-30' },
  'POST /api/invoices/:id/void': { access: 'admin', body: () => ({ reason: 'Issued by mistake' }) },
  'GET /api/reports/attendance': { access: 'admin', query: () => 'from=2026-11-01&to=2026-11-30' },
  'GET /api/reports/attendance/csv': { access: 'admin', query: () => 'from=2026-11-01&to=2026-11-30' },
  'GET /api/reports/plans': { access: 'admin' },
  'GET /api/reports/plans/csv': { access: 'admin' },
  'GET /api/reports/revenue': { access: 'admin', query: () => 'from=2026-11-01&to=2026-11-30' },
  'GET /api/reports/revenue/csv': { access: 'admin', query: () => 'from=2026-11-01&to=2026-11-30' },
  'GET /api/reports/churn': { access: 'admin' },
  'GET /api/reports/churn/csv': { access: 'admin' },
  // Backups hold every member's data: the admin's alone. Metrics answer a token, not a session.
  'GET /api/backups': { access: 'admin' },
  'POST /api/backups': { access: 'admin' },
  'GET /api/backups/files/:name': { access: 'admin' },
  'GET /api/metrics': { access: 'public' },

  'POST /api/calendar': { access: 'staff' },
  'PUT /api/calendar/:id': { access: 'staff' },
  'DELETE /api/calendar/:id': { access: 'staff' },

  'GET /api/classes': { access: 'signedIn' },
  'GET /api/classes/:id': { access: 'signedIn' },
  'GET /api/classes/classUsers/:id': { access: 'staff' },
  'GET /api/classes/:id/placeCost/:userId': { access: 'staff' },
  'GET /api/classes/:id/draw': { access: 'signedIn' },
  'GET /api/classes/nextClasses/:x': { access: 'signedIn' },
  'POST /api/classes/validated/ofMonth': {
    access: 'selfOrStaff',
    user: 'body',
    body: (userId) => ({ when: '2026-11-23', userId }),
  },
  'POST /api/classes/:id/join': { access: 'selfOrStaff', user: 'body', body: (userId) => ({ userId }) },
  'POST /api/classes/:id/leave': { access: 'selfOrStaff', user: 'body', body: (userId) => ({ userId }) },
  'PUT /api/classes/:id/classUsers/:classUserId': { access: 'staff' },
  'PUT /api/classes/:id': {
    access: 'staff',
    body: () => ({ startTime: '20:00', endTime: '21:00', maxPeople: 12, show: true, free: false }),
  },
  'POST /api/classes/:id/cancel': { access: 'staff' },
  'GET /api/classes/attendance': { access: 'staff', query: () => 'date=2026-11-23' },
  // Coaches: a trainer's own week, and the staff a class may name as its coach.
  'GET /api/classes/coachWeek': { access: 'staff', query: () => 'date=2026-11-23' },
  'GET /api/coaches': { access: 'staff' },

  'GET /api/dayOff': { access: 'signedIn' },
  'POST /api/dayOff': { access: 'staff' },
  'GET /api/dayOff/preview': { access: 'staff', query: () => 'when=2026-11-24&frequency=ONCE' },
  'POST /api/dayOff/dayOffForMonth': { access: 'signedIn' },
  'DELETE /api/dayOff/:id': { access: 'staff' },

  'GET /api/wod/findByWhen/:utcMillis': { access: 'signedIn' },
  'GET /api/wod': { access: 'signedIn' },
  'GET /api/wod/:id': { access: 'signedIn' },
  'POST /api/wod': { access: 'staff' },
  'PUT /api/wod/:id': { access: 'staff' },
  'DELETE /api/wod/:id': { access: 'staff' },
  'GET /api/recovery/findByWhen/:utcMillis': { access: 'signedIn' },
  'GET /api/recovery': { access: 'signedIn' },
  'GET /api/recovery/:id': { access: 'signedIn' },
  'POST /api/recovery': { access: 'staff' },
  'PUT /api/recovery/:id': { access: 'staff' },
  'DELETE /api/recovery/:id': { access: 'staff' },
  'GET /api/movements': { access: 'signedIn' },
  'GET /api/movements/:id': { access: 'signedIn' },
  'POST /api/movements': { access: 'staff' },
  'PUT /api/movements/:id': { access: 'staff' },
  'GET /api/movementRecords': { access: 'selfOrStaff', user: 'query', query: (userId) => `user=${userId}` },
  // Trainers read a member's lifts (they coach by the RM); the history is the member's to delete.
  'GET /api/movementRecords/:id': { access: 'selfOrStaff', user: 'record' },
  'DELETE /api/movementRecords/:id': { access: 'selfOrAdmin', user: 'record' },
  'POST /api/movementRecords/createOrUpdate': {
    access: 'selfOrStaff',
    user: 'body',
    body: (user) => ({ when: '2026-11-20', value: 80, user, movement: 1 }),
  },
  'GET /api/scores': { access: 'signedIn' },
  'POST /api/scores': { access: 'signedIn' },
  'DELETE /api/scores/:id': { access: 'signedIn' },
  'GET /api/scores/whiteboard/:date': { access: 'signedIn' },
  // Benchmarks: the library is everyone's to read and staff's to keep; a member's history and
  // records are theirs and their trainers'; the box's records show only whiteboard members.
  'GET /api/benchmarks': { access: 'signedIn' },
  'GET /api/benchmarks/:id': { access: 'signedIn' },
  'POST /api/benchmarks': { access: 'staff' },
  'PUT /api/benchmarks/:id': { access: 'staff' },
  'DELETE /api/benchmarks/:id': { access: 'staff' },
  'GET /api/benchmarks/:id/history': {
    access: 'selfOrStaff',
    user: 'query',
    query: (userId) => `user=${userId}`,
  },
  'GET /api/benchmarks/records': {
    access: 'selfOrStaff',
    user: 'query',
    query: (userId) => `user=${userId}`,
  },
  'GET /api/benchmarks/records/box': { access: 'signedIn' },
  // Whiteboard reactions: any member on a score shown there; a comment's removal is staff's or its author's.
  'POST /api/reactions/:id/bump': { access: 'signedIn' },
  'POST /api/reactions/:id/comments': { access: 'signedIn', body: () => ({ body: 'Bona!' }) },
  'DELETE /api/reactions/comments/:id': { access: 'signedIn' },
  // The in-house Open: staff run the event and judge; any member reads, registers and enters
  // their own scores (the caller is the athlete, no user in the request).
  'GET /api/openEvents': { access: 'signedIn' },
  'POST /api/openEvents': { access: 'staff' },
  'GET /api/openEvents/:id': { access: 'signedIn' },
  'PUT /api/openEvents/:id': { access: 'staff' },
  'POST /api/openEvents/:id/workouts': { access: 'staff' },
  'PUT /api/openEvents/workouts/:id': { access: 'staff' },
  'GET /api/openEvents/:id/me': { access: 'signedIn' },
  'PUT /api/openEvents/:id/registration': { access: 'signedIn', body: () => ({ level: 'RX' }) },
  'PUT /api/openEvents/workouts/:id/score': {
    access: 'signedIn',
    body: () => ({ result: { kind: 'reps', reps: 100 } }),
  },
  'GET /api/openEvents/:id/pending': { access: 'staff' },
  'POST /api/openEvents/scores/:id/judgement': { access: 'staff', body: () => ({ verdict: 'VALIDATED' }) },
  'GET /api/openEvents/:id/leaderboard': { access: 'signedIn' },
  // Showing one's scores on the whiteboard is the member's own choice; an admin may help.
  // Web Push: the public key is public; a device subscribes for its signed-in member.
  'GET /api/notifications/publicKey': { access: 'public' },
  'POST /api/notifications/subscribe': {
    access: 'signedIn',
    body: () => ({
      subscription: {
        endpoint: 'https://push.example.com/send/route-access',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
    }),
  },
  'GET /api/notifications/subscription': {
    access: 'signedIn',
    query: () => `endpoint=${encodeURIComponent('https://push.example.com/send/route-access')}`,
  },
  'POST /api/notifications/unsubscribe': { access: 'signedIn' },
  'POST /api/notifications/broadcast': { access: 'admin', body: () => ({ message: 'Hola' }) },
  'GET /api/notifications/settings': { access: 'signedIn' },
  // The notifications list is the caller's own.
  'GET /api/notifications/list': { access: 'signedIn' },
  'GET /api/notifications/unread': { access: 'signedIn' },
  'POST /api/notifications/read': { access: 'signedIn' },
  'PUT /api/notifications/settings': { access: 'signedIn', body: () => ({ reminderMinutes: 30 }) },
  // The staff chat: a member's own conversation; trainers and admins answer everyone's.
  'GET /api/chat/conversations': { access: 'staff' },
  'GET /api/chat/:id/messages': { access: 'selfOrStaff', user: 'path' },
  'POST /api/chat/:id/messages': { access: 'selfOrStaff', user: 'path', body: () => ({ content: 'Hola' }) },
  'POST /api/chat/:id/read': { access: 'selfOrStaff', user: 'path' },
  // The calendar feed: its address is the caller's own; the feed opens with the address alone.
  'GET /api/calendarFeed': { access: 'signedIn' },
  'POST /api/calendarFeed/reset': { access: 'signedIn' },
  'DELETE /api/calendarFeed': { access: 'signedIn' },
  'GET /api/calendarFeed/:token': { access: 'public' },
  'GET /api/checkins/secret': { access: 'signedIn' },
  'POST /api/checkins/secret': { access: 'signedIn' },
  'POST /api/checkins': { access: 'staff', body: (userId) => ({ userId }) },
  'POST /api/checkins/visitor': { access: 'staff', body: () => ({ reference: 'ABCDEFGH' }) },
  'GET /api/scores/settings/:id': { access: 'selfOrAdmin', user: 'path' },
  'PUT /api/scores/settings/:id': {
    access: 'selfOrAdmin',
    user: 'path',
    body: () => ({ showOnWhiteboard: true }),
  },
};

type Probe = 'anonymous' | 'own' | 'other' | 'trainer' | 'admin';
const PROBES: Probe[] = ['anonymous', 'own', 'other', 'trainer', 'admin'];

/** Whether the probe may call a route of that access. */
function allowed(access: Access, probe: Probe, namesAUser: boolean): boolean {
  if (access === 'public') return true;
  if (probe === 'anonymous') return false;
  const own = probe === 'own' || (probe === 'other' && !namesAUser);
  switch (access) {
    case 'signedIn':
      return true;
    case 'self':
      return own;
    case 'selfOrStaff':
      return own || probe === 'trainer' || probe === 'admin';
    case 'selfOrAdmin':
      return own || probe === 'admin';
    case 'staff':
      return probe === 'trainer' || probe === 'admin';
    case 'admin':
      return probe === 'admin';
  }
}

let t: TestApp;
let box: Box;
let member: Member;
let otherMember: Member;
let trainer: Member;
let admin: Member;
let ids: Ids;

beforeAll(async () => {
  t = await createTestApp();
  box = await seedBox(t);
  member = await addMember(t);
  otherMember = await addMember(t);
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  const [movement] = await t.app.db
    .insert(movements)
    .values({ name: 'Route access squat', abbreviation: 'RAS', unit: 'kg', hasRm: true })
    .returning({ id: movements.id });
  let day = 0;
  ids = {
    classId: await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '20:00' }),
    async recordOf(userId) {
      day += 1;
      const [row] = await t.app.db
        .insert(movementRecords)
        .values({
          userId,
          movementId: movement?.id ?? 0,
          when: `2026-10-${String(day).padStart(2, '0')}`,
          value: 50,
        })
        .returning({ id: movementRecords.id });
      return row?.id ?? 0;
    },
  };
});
afterAll(() => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('route access', { timeout: 90_000 }, () => {
  it('has a row for every route of the API, and no row for a route that is gone', () => {
    const routes = t.app.apiRoutes.map(key).sort();
    expect(routes.filter((route) => !(route in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('lets exactly the callers of each row through: anonymous, a member on their own user and on another, a trainer, an admin', async () => {
    const wrong: string[] = [];
    for (const route of t.app.apiRoutes) {
      const row = TABLE[key(route)];
      if (!row) continue;
      for (const probe of PROBES) {
        // Everyone but the member acts on the other member: staff act on members, not on themselves.
        const caller = { anonymous: null, own: member, other: member, trainer, admin }[probe];
        const target = probe === 'own' ? member : otherMember;
        const id = row.user === 'record' ? await ids.recordOf(target.id) : null;
        const url = route.url
          .replace(':id', String(id ?? (row.user === 'path' ? target.id : ids.classId)))
          .replace(/:(\w+)/g, (_, name: string) => (name === 'token' ? 'x'.repeat(40) : '1'));
        const query = row.query ? `?${row.query(target.id)}` : '';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: `${url}${query}`,
          payload: route.method === 'GET' ? undefined : (row.body?.(target.id, ids) ?? {}),
          headers: caller ? await headersOf(t.app, caller) : {},
        });
        const expected = allowed(row.access, probe, row.user !== undefined);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (expected === refused) wrong.push(`${key(route)} as ${probe}: ${res.statusCode}`);
        if (refused && !expected)
          expect(res.statusCode, `${key(route)} as ${probe}`).toBe(probe === 'anonymous' ? 401 : 403);
      }
    }
    expect(wrong).toEqual([]);
  });
});
