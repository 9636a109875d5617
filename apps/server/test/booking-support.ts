import { gymDateOf, gymInstant } from '@boxbook/domain';
import {
  creditLedger,
  activities as tActivities,
  classes as tClasses,
  plans as tPlans,
  users as tUsers,
} from '../src/infra/db/schema';
import { bookingApi } from './booking-calls';
import { createTestApp, type TestApp } from './test-app';

export { bookingApi, headersOf } from './booking-calls';

export const ZONE = 'Europe/Madrid';
/** The instant of a gym-local wall-clock time. */
export const at = (date: string, time: string) => gymInstant(date, time, ZONE);

export interface Box {
  /** singleBook, ACTIVITY credits, like the real Crossfit. */
  crossfit: number;
  /** ACTIVITY credits, not singleBook. */
  lifting: number;
  /** OPEN credits. */
  openBox: number;
  plans: { twoDays: number; unlimited: number; openOnly: number };
}

/** A small box of our own, so every number in a test is visible in the test. */
export async function seedBox(t: Pick<TestApp, 'app'>): Promise<Box> {
  const base = {
    descriptionCa: '',
    descriptionEs: '',
    image: '/img/a.webp',
    color: '#f97316',
    enabled: true,
  };
  const acts = await t.app.db
    .insert(tActivities)
    .values([
      {
        ...base,
        key: 'crossfit',
        nameCa: 'Crossfit',
        nameEs: 'Crossfit',
        icon: '/img/icons/crossfit.svg',
        creditType: 'ACTIVITY',
        singleBook: true,
      },
      {
        ...base,
        key: 'weightlifting',
        nameCa: 'Halterofilia',
        nameEs: 'Halterofilia',
        icon: '/img/icons/wl.svg',
        creditType: 'ACTIVITY',
        singleBook: false,
      },
      {
        ...base,
        key: 'open_box',
        nameCa: 'Open Box',
        nameEs: 'Open Box',
        icon: '/img/icons/open.svg',
        creditType: 'OPEN',
        singleBook: false,
      },
    ])
    .returning({ id: tActivities.id });
  const plans = await t.app.db
    .insert(tPlans)
    .values([
      { key: 'two_days', nameCa: '2 días', nameEs: '2 días', activityCredits: 2, openCredits: 0, price: 59 },
      {
        key: 'unlimited',
        nameCa: 'Ilimitado',
        nameEs: 'Ilimitado',
        activityCredits: 99,
        openCredits: 1,
        price: 89,
      },
      {
        key: 'open_box',
        nameCa: 'Open Box',
        nameEs: 'Open Box',
        activityCredits: 0,
        openCredits: 99,
        price: 45,
      },
    ])
    .returning({ id: tPlans.id });
  const id = (row: { id: number } | undefined) => row?.id ?? 0;
  return {
    crossfit: id(acts[0]),
    lifting: id(acts[1]),
    openBox: id(acts[2]),
    plans: { twoDays: id(plans[0]), unlimited: id(plans[1]), openOnly: id(plans[2]) },
  };
}

export interface Member {
  id: number;
  roles: ('USER' | 'ADMIN' | 'TRAINER' | 'TESTER')[];
}

let serial = 0;
/**
 * A user straight in the database (argon2 for each would be slow); tokens are minted per request,
 * so moving the test clock never leaves a stale one. Bought credits come with their ledger row.
 */
export async function addMember(
  t: Pick<TestApp, 'app'>,
  options: {
    name?: string;
    surname?: string;
    roles?: Member['roles'];
    status?: 'ACTIVE' | 'INACTIVE' | 'MAINTENANCE';
    planId?: number | null;
    activity?: number;
    open?: number;
  } = {},
): Promise<Member> {
  serial += 1;
  const roles = options.roles ?? ['USER'];
  const [row] = await t.app.db
    .insert(tUsers)
    .values({
      cin: `T${process.pid}${serial}X`,
      passwordHash: 'not-used',
      name: options.name ?? `Member${serial}`,
      surname: options.surname ?? 'Test Surname',
      email: `member${serial}@example.com`,
      roles,
      status: options.status ?? 'ACTIVE',
      planId: options.planId ?? null,
      balanceActivity: options.activity ?? 0,
      balanceOpen: options.open ?? 0,
    })
    .returning({ id: tUsers.id });
  if (!row) throw new Error('user not inserted');
  const initial = [
    { kind: 'ACTIVITY' as const, delta: options.activity ?? 0 },
    { kind: 'OPEN' as const, delta: options.open ?? 0 },
  ].filter((e) => e.delta > 0);
  if (initial.length)
    await t.app.db
      .insert(creditLedger)
      .values(initial.map((e) => ({ ...e, userId: row.id, reason: 'PURCHASE' as const })));
  return { id: row.id, roles };
}

/** A class straight in the database at a gym-local date and time. */
export async function addClass(
  t: Pick<TestApp, 'app'>,
  options: {
    activityId: number;
    date: string;
    time: string;
    minutes?: number;
    maxPeople?: number;
    show?: boolean;
    free?: boolean;
  },
): Promise<number> {
  const startsAt = at(options.date, options.time);
  const [row] = await t.app.db
    .insert(tClasses)
    .values({
      activityId: options.activityId,
      date: gymDateOf(startsAt, ZONE),
      startsAt,
      endsAt: new Date(startsAt.getTime() + (options.minutes ?? 60) * 60_000),
      maxPeople: options.maxPeople ?? 12,
      show: options.show ?? true,
      free: options.free ?? false,
    })
    .returning({ id: tClasses.id });
  if (!row) throw new Error('class not inserted');
  return row.id;
}

/**
 * A booking test file's usual start: an app on its own database, the demo box's activities, the
 * booking calls and a trainer to look at class lists.
 */
export async function openBookingBox(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  const box = await seedBox(t);
  return { t, box, api: bookingApi(t), trainer: await addMember(t, { roles: ['USER', 'TRAINER'] }) };
}
