import type {
  Activity,
  AppConfig,
  BoxLegal,
  ClassView,
  DropInBooked,
  Plan,
  Product,
  Receipt,
  VisitBooked,
} from '@boxbook/domain';
import { CONFIG_DEFAULTS } from '@boxbook/domain';
import { HttpResponse, http, ws } from 'msw';
import { setupServer } from 'msw/node';

/** A visitor's booking as the server answers it (docs/product.md, The first visit). */
export const visitBooked = (kind: VisitBooked['kind'], classId: number): VisitBooked => ({
  reference: 'K7M2P9QX',
  kind,
  classId,
  activityKey: 'wod',
  date: '2026-11-23',
  startTime: '2026-11-23T17:00:00Z',
  endTime: '2026-11-23T18:00:00Z',
});

/** A drop-in paid at once. */
export const dropInBooked = (
  classId: number,
  payment: Partial<DropInBooked['payment']> = {},
): DropInBooked => ({
  ...visitBooked('DROP_IN', classId),
  heldUntil: null,
  payment: {
    status: 'succeeded',
    id: 'pi_sbx_visitor',
    clientSecret: null,
    error: null,
    receiptId: null,
    ...payment,
  },
});

export const plans: Plan[] = [
  {
    id: 1,
    key: 'open_box',
    name: 'Open Box',
    nameCa: 'Open Box',
    nameEs: 'Open Box',
    credits: { activity: 0, open: 99 },
    price: 45,
    enabled: true,
  },
  {
    id: 2,
    key: 'two_days',
    name: '2 días',
    nameCa: '2 dies',
    nameEs: '2 días',
    credits: { activity: 2, open: 0 },
    price: 59,
    enabled: true,
  },
  {
    id: 3,
    key: 'unlimited',
    name: 'Ilimitado',
    nameCa: 'Il·limitat',
    nameEs: 'Ilimitado',
    credits: { activity: 99, open: 2 },
    price: 89,
    enabled: true,
  },
  {
    id: 4,
    key: 'games',
    name: 'Games',
    nameCa: 'Games',
    nameEs: 'Games',
    credits: { activity: 99, open: 99 },
    price: 119,
    enabled: true,
  },
];

export const products: Product[] = [
  {
    id: 1,
    name: 'Magnesio',
    nameCa: 'Magnesi',
    nameEs: 'Magnesio',
    description: 'Agarre seguro.',
    descriptionCa: 'Agafada segura.',
    descriptionEs: 'Agarre seguro.',
    image: 'chalk',
    price: 8.95,
    enabled: true,
  },
  {
    id: 2,
    name: 'Camiseta',
    nameCa: 'Samarreta',
    nameEs: 'Camiseta',
    description: '',
    descriptionCa: '',
    descriptionEs: '',
    image: 'https://cdn.example.com/tshirt.png',
    price: 24.9,
    enabled: true,
  },
];

export const activities: Activity[] = [
  {
    id: 1,
    key: 'crossfit',
    name: 'Crossfit',
    nameCa: 'Crossfit',
    nameEs: 'Crossfit',
    description: 'Entrenamiento funcional.',
    descriptionCa: 'Entrenament funcional.',
    descriptionEs: 'Entrenamiento funcional.',
    image: '/img/activities/crossfit.webp',
    icon: '/img/icons/crossfit.svg',
    color: '#f97316',
    enabled: true,
    singleBook: true,
    creditType: 'ACTIVITY',
  },
  {
    id: 2,
    key: 'yoga',
    name: 'Yoga',
    nameCa: 'Ioga',
    nameEs: 'Yoga',
    description: 'Ya no se imparte.',
    descriptionCa: 'Ja no es fa.',
    descriptionEs: 'Ya no se imparte.',
    image: '/img/activities/yoga.webp',
    icon: '/img/icons/yoga.svg',
    color: '#22c55e',
    enabled: false,
    singleBook: false,
    creditType: 'ACTIVITY',
  },
];

/** A class as GET /api/classes answers it: Monday's 18:00 Crossfit, two members in, and `change`. */
export const aClassView = (change: Partial<ClassView> = {}): ClassView => ({
  id: 1,
  activity: activities[0] ?? (undefined as never),
  date: '2026-11-23',
  startTime: '2026-11-23T18:00:00+01:00',
  endTime: '2026-11-23T19:00:00+01:00',
  maxPeople: 12,
  usersIn: [2, 3],
  usersWait: [],
  show: true,
  free: false,
  cancelled: false,
  cancelReason: null,
  people: [],
  me: null,
  block: null,
  opensAt: null,
  coach: { id: 9, name: 'Marc' },
  ...change,
});

/** A receipt as GET /api/payments/receipts answers it: a class credit, with its invoice F-000042, and `change`. */
export const aReceipt = (change: Partial<Receipt> = {}): Receipt => ({
  id: '5d2c8d0e-3f7b-4b7e-9a55-0a1c2e3f4a5b',
  number: 42,
  issuedAt: '2026-11-20T10:00:00Z',
  amount: 12,
  base: 9.92,
  vat: 2.08,
  vatRate: 21,
  paymentMethod: 'card',
  coversFrom: null,
  coversTo: null,
  purpose: 'CREDIT_ACTIVITY',
  planNameCa: null,
  planNameEs: null,
  period: null,
  used: true,
  invoice: { id: 42, number: 'F-000042', kind: 'F2' },
  refunds: [],
  refunded: 0,
  ...change,
});

export const appConfig: AppConfig = { ...CONFIG_DEFAULTS, paymentPublicKey: null, timeZone: 'Europe/Madrid' };

export const boxLegal: BoxLegal = {
  legalName: 'Caixa Forta SL',
  taxId: 'B87654321',
  address: 'Carrer Gran 1, 17001 Girona',
  email: 'hola@caixaforta.cat',
  registry: null,
};

/** Only the outside world is faked: our own modules run for real against these answers. */
/** The realtime endpoint answers nothing in these tests: connecting must simply not break a screen. */
export const stream = ws.link('ws://*/stream');

export const server = setupServer(
  stream.addEventListener('connection', () => {}),
  http.get('*/api/app/info', () => HttpResponse.json({ version: '1.2.3' })),
  http.get('*/api/app/config', () => HttpResponse.json(appConfig)),
  http.get('*/api/app/legal', () => HttpResponse.json(boxLegal)),
  http.get('*/api/plans', () => HttpResponse.json(plans)),
  http.get('*/api/products', () => HttpResponse.json(products)),
  http.get('*/api/activities', () => HttpResponse.json(activities)),
  http.post('*/api/contact', () => HttpResponse.json({ id: 1 }, { status: 201 })),
  // The account screen's notification and calendar sections, as a member who set neither.
  http.get('*/api/notifications/settings', () => HttpResponse.json({ reminderMinutes: 60 })),
  // The header's bell, on every signed-in screen.
  http.get('*/api/notifications/unread', () => HttpResponse.json({ unread: 0 })),
  http.get('*/api/calendarFeed', () => HttpResponse.json({ url: null })),
  // The profile's and calendar's training: no WOD, no recovery, no scores until a test sets some.
  http.get('*/api/wod/findByWhen/:millis', () => HttpResponse.json(null)),
  http.get('*/api/recovery/findByWhen/:millis', () => HttpResponse.json(null)),
  http.get('*/api/scores', () => HttpResponse.json([])),
  // Benchmarks: an empty library and no records until a test sets some.
  http.get('*/api/benchmarks', () => HttpResponse.json([])),
  http.get('*/api/benchmarks/records', () => HttpResponse.json([])),
  http.get('*/api/benchmarks/records/box', () => HttpResponse.json([])),
  // Payments (see docs/decisions.md, Payments, plans and renewals): no card and no receipt yet;
  // tests add theirs.
  http.get('*/api/payments', () => HttpResponse.json([])),
  http.get('*/api/payments/receipts', () => HttpResponse.json([])),
  // The app tells the server its language once signed in (app/member-language.ts).
  http.put('*/api/users/me/language', () => new HttpResponse(null, { status: 204 })),
  // A member on their own: no guardian, no dependents (docs/product.md, Households).
  http.get('*/api/users/:id/household', () => HttpResponse.json({ guardian: null, dependents: [] })),
  http.post('*/api/users/:id/dependents/:dependentId/remove', () => new HttpResponse(null, { status: 204 })),
  http.put('*/api/users/:id/guardian', () => new HttpResponse(null, { status: 204 })),
  // A box that has published no terms yet: nothing to accept (docs/product.md, Terms).
  http.get('*/api/terms/current', () => HttpResponse.json({ current: null })),
  http.get('*/api/users/:id/terms', () =>
    HttpResponse.json({ accepted: true, current: null, acceptances: [] }),
  ),
  // No returned debit to pay, no visitor in a class, no coach to choose until a test sets some.
  http.get('*/api/users/:id/sepaDebts', () => HttpResponse.json([])),
  http.get('*/api/visits/class/:classId', () => HttpResponse.json([])),
  // A visitor's first visit (docs/product.md, The first visit): no class on the public list until a
  // test sets some; a trial, a drop-in and a cancellation go through, a drop-in paid at once.
  http.get('*/api/visits/classes', () => HttpResponse.json([])),
  http.post('*/api/visits/trial', async ({ request }) =>
    HttpResponse.json(visitBooked('TRIAL', ((await request.json()) as { classId: number }).classId)),
  ),
  http.post('*/api/visits/dropIn', async ({ request }) =>
    HttpResponse.json(dropInBooked(((await request.json()) as { classId: number }).classId)),
  ),
  http.post('*/api/visits/dropIn/:reference/confirm', () => HttpResponse.json(dropInBooked(1))),
  http.post('*/api/visits/dropIn/:reference/authorize', () => HttpResponse.json(dropInBooked(1))),
  http.post('*/api/visits/:reference/cancel', ({ params }) =>
    HttpResponse.json({ reference: String(params.reference), refunded: null }),
  ),
  http.post('*/api/payments/sandbox/visitorPaymentMethods', () =>
    HttpResponse.json({ id: 'pm_sbx_visitor' }),
  ),
  http.get('*/api/coaches', () => HttpResponse.json([])),
  // The in-house Open: no event, no entry, nobody waiting for a judge until a test sets some.
  http.get('*/api/openEvents', () => HttpResponse.json([])),
  http.get('*/api/openEvents/:id/me', () => HttpResponse.json({ entry: null })),
  http.get('*/api/openEvents/:id/pending', () => HttpResponse.json([])),
  http.get('*/api/openEvents/:id/leaderboard', ({ params }) =>
    HttpResponse.json({ eventId: Number(params.id), divisions: [], division: null, rows: [] }),
  ),
  http.get('*/api/users/:id/ledger', () =>
    HttpResponse.json({
      totalPages: 0,
      totalElements: 0,
      empty: true,
      number: 0,
      content: [],
      balance: { activity: 0, open: 0 },
    }),
  ),
  http.get('*/api/users/:id/membership', () =>
    HttpResponse.json({
      status: 'ACTIVE',
      plan: null,
      pro: false,
      monthlyAmount: null,
      nextRenewal: null,
      pending: null,
      failedRenewal: null,
      changePlanDayLimit: 26,
      sepaLeadDays: 2,
      requestEffectiveOn: '2026-12-01',
    }),
  ),
);

/** Moves the box to another zone for one test: the config is where the app learns it. */
export function setGymTimeZone(timeZone: string): void {
  server.use(http.get('*/api/app/config', () => HttpResponse.json({ ...appConfig, timeZone })));
}
