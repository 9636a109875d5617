import {
  type ClassFacts,
  type ClassUserStatus,
  type CreditSource,
  type CreditType,
  gymWeekOf,
  type MemberFacts,
} from '@boxbook/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { classUsers, plans, users, visits } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { CreditHolder } from '../credits/lock-payer';
import { balanceOf, type GymWeek, planAllowanceLeft, planUseColumn } from '../credits/plan-use';
import type { LockedClass } from './lock-class';

/** A member about to join, leave or be moved in a locked class, with what the rules ask of them. */
export interface Booker extends CreditHolder {
  /** Their class user in this class, if any. */
  mine: { id: number; status: ClassUserStatus; validated: boolean; creditSource: CreditSource | null } | null;
  /** Places taken (IN) in the class. */
  inCount: number;
  /** Whether anyone waits in the class (a place freed then need not read the list). */
  anyoneWaiting: boolean;
  /** A singleBook activity: whether they hold a place IN another class of it on that date. */
  holdsPlaceThatDay: boolean;
  /** Plan sessions of the activity's credit kind they used in the class's week. */
  planUsed: number;
}

/**
 * Locks a member's row (their balance and plan allowance cannot be spent twice at once, like
 * credits/lock-payer.ts), then reads everything a booking decides on: their place in the class,
 * the class's IN count, singleBook and the week's plan use. The class must be locked first (lock
 * order: the class, then members), so those counts hold until the commit. `paying: false` (a
 * leave) skips what only matters to someone who is given a place.
 *
 * The read is a statement of its own: under READ COMMITTED a statement that waited for a row lock
 * still reads the other tables as they stood when it began, and would miss what the lock's holder
 * committed meanwhile (a promotion in another class that used the member's plan allowance, or
 * took them off this class's list). A member locked already (`lockedAlready`) is only read.
 */
export async function lockBooker(
  tx: Tx,
  locked: LockedClass,
  userId: number,
  { paying = true, lockedAlready = false }: { paying?: boolean; lockedAlready?: boolean } = {},
): Promise<Booker> {
  if (!lockedAlready) await lockMembers(tx, eq(users.id, userId));
  const [row] = await bookerQuery(tx, locked, paying, eq(users.id, userId));
  if (!row) throw notFound('User');
  return toBooker(row);
}

/**
 * What lockBooker reads of a member, without any lock: for a look ahead that changes nothing (what
 * a place would cost them, place-cost.ts).
 */
export async function readBooker(db: DbOrTx, locked: LockedClass, userId: number): Promise<Booker> {
  const [row] = await bookerQuery(db, locked, true, eq(users.id, userId));
  if (!row) throw notFound('User');
  return toBooker(row);
}

/** What lockBookers read of a batch's members and of the head of the waiting list. */
export interface BookersAhead {
  /** Every member whose row was locked. */
  locked: Set<number>;
  bookers: Booker[];
  /** The first members waiting, in the list's order (joined_at, id). */
  waiting: Booker[];
  /** `waiting` is the whole list: nobody else waits. */
  wholeList: boolean;
  /** Class user ids taken from the sequence, one per joiner locked, for joins held back (HeldWrites). */
  spareIds: number[];
}

/**
 * Locks the members a batch is about to book and the first `waitingHead` members of the waiting
 * list (in id order), then reads what lockBooker would for all of them in ONE statement, instead
 * of one per booking and per promotion while the class is locked (class-batch.ts keeps it).
 */
export async function lockBookers(
  tx: Tx,
  locked: LockedClass,
  { userIds, waitingHead, joinerIds }: { userIds: number[]; waitingHead: number; joinerIds: number[] },
): Promise<BookersAhead> {
  const { cls } = locked;
  const head = sql`(select ${classUsers.userId} from ${classUsers}
    where ${classUsers.classId} = ${cls.id} and ${classUsers.status} = 'WAIT'
    order by ${classUsers.joinedAt}, ${classUsers.id} limit ${waitingHead})`;
  const members = sql`${users.id} = any(${sql.param([...new Set(userIds)])}::int[])`;
  const lockedRows = await lockMembers(tx, or(members, sql`${users.id} in ${head}`), {
    inHead: sql<boolean>`${users.id} in ${head}`,
    spareId: spareIdFor(joinerIds),
  });
  const ids = lockedRows.map((row) => row.id);
  const spareIds = spareIdsOf(lockedRows);
  const inHead = new Set(lockedRows.filter((row) => row.inHead).map((row) => row.id));
  const rows = await bookerQuery(tx, locked, true, sql`${users.id} = any(${sql.param(ids)}::int[])`)
    // The waiting list's order; members with no place here last.
    .orderBy(sql`${mine.joinedAt} nulls last`, mine.id, users.id);
  const bookers = rows.map(toBooker);
  // A member of the head who left the list while the lock waited for them (a promotion elsewhere,
  // singleBook) is simply not waiting any more: the others are still the list's first.
  const waiting = bookers.filter((b) => b.mine?.status === 'WAIT' && inHead.has(b.user.id));
  return { locked: new Set(ids), bookers, waiting, wholeList: inHead.size < waitingHead, spareIds };
}

/**
 * The waiting list's first member after `skip` others (arrival order: joined_at, id), locked and
 * read as lockBooker does; null when nobody else waits.
 */
export async function lockNextWaiting(tx: Tx, locked: LockedClass, skip: number): Promise<Booker | null> {
  for (;;) {
    const [next] = await tx
      .select({ id: users.id })
      .from(mine)
      .innerJoin(users, eq(users.id, mine.userId))
      .where(and(eq(mine.classId, locked.cls.id), eq(mine.status, 'WAIT')))
      .orderBy(mine.joinedAt, mine.id)
      .limit(1)
      .offset(skip)
      .for('update', { of: users });
    if (!next) return null;
    const [row] = await bookerQuery(tx, locked, true, eq(users.id, next.id));
    // Gone from the list while the lock waited for them: the next one takes their rank.
    if (row?.mineStatus === 'WAIT') return toBooker(row);
  }
}

/**
 * Locks the rows of the members a batch of several classes books, in ONE statement, after the
 * classes (lock-class.ts, lockClasses): each booking then only reads its member (lockedAlready).
 */
export async function lockBatchMembers(
  tx: Tx,
  userIds: number[],
  joinerIds: number[],
): Promise<{ locked: Set<number>; spareIds: number[] }> {
  const where = sql`${users.id} = any(${sql.param([...new Set(userIds)])}::int[])`;
  if (joinerIds.length === 0)
    return { locked: new Set((await lockMembers(tx, where)).map((row) => row.id)), spareIds: [] };
  const rows = await lockMembers(tx, where, { spareId: spareIdFor(joinerIds) });
  return { locked: new Set(rows.map((row) => row.id)), spareIds: spareIdsOf(rows) };
}

/**
 * A class user id taken from the sequence ahead of the insert, for each member locked whose join
 * the unit of work may hold back (HeldWrites.holdJoin); null for the others, so that ids are not
 * spent on leaves and promotions.
 */
const spareIdFor = (joinerIds: number[]) =>
  sql<number | null>`case when ${users.id} = any(${sql.param([...new Set(joinerIds)])}::int[])
    then nextval(pg_get_serial_sequence('class_users', 'id'))::int end`;

const spareIdsOf = (rows: { spareId: number | null }[]) =>
  rows.flatMap((row) => (row.spareId === null ? [] : [Number(row.spareId)]));

/**
 * Reads members in their locked classes, every pair in ONE statement, without a lock: their rows
 * are locked already (lockBatchMembers). A batch of several classes reads so the members booked
 * alone in their class, before any class runs (run-booking.ts).
 */
export async function readLockedBookers(
  tx: Tx,
  pairs: BookerOf[],
): Promise<(Booker & { classId: number })[]> {
  const rows = await bookersQuery(tx, pairs);
  return rows.map((row) => ({ ...toBooker(row), classId: Number(row.classId) }));
}

/** Locks members' rows, in id order (so two batches never wait for each other in a circle). */
function lockMembers<T extends Record<string, SQL>>(tx: Tx, where: SQL | undefined, more?: T) {
  return tx
    .select({ id: users.id, ...(more as T) })
    .from(users)
    .where(where)
    .orderBy(users.id)
    .for('update');
}

const mine = alias(classUsers, 'mine');

/** A member to read in a locked class. */
export interface BookerOf {
  locked: LockedClass;
  userId: number;
}

/**
 * What a member's read takes of their class: one class's values, or the columns of the rows a
 * read of several classes makes (bookersQuery). `singleBook` and `countsPlan` say whether to look
 * at the member's day and at their week's plan use.
 */
interface ClassTerms {
  classId: number | SQL;
  activityId: number | SQL;
  date: string | SQL;
  kind: CreditType | SQL;
  week: GymWeek;
  singleBook: boolean | SQL;
  countsPlan: boolean | SQL;
}

/** A column that is `then` when `test` holds: decided here for a value, by the database for a column. */
const when = <T>(test: boolean | SQL, then: SQL<T>, otherwise: SQL<T>): SQL<T> =>
  typeof test === 'boolean'
    ? test
      ? then
      : otherwise
    : sql<T>`case when ${test} then ${then} else ${otherwise} end`;

/** What the rules read of a member in their class, as the columns of a select. */
function bookerColumns(c: ClassTerms) {
  // Written out: an aliased table inside sql`` would be named by its alias alone.
  const placeThatDay = sql<boolean>`exists (
    select 1 from class_users held join classes other on other.id = held.class_id
    where held.user_id = ${users.id} and held.status = 'IN' and other.activity_id = ${c.activityId}
      and other.date = ${c.date} and other.id <> ${c.classId})`;
  return {
    // Only what the rules read: a booking's statements are built and read while the class is locked.
    user: {
      id: users.id,
      status: users.status,
      roles: users.roles,
      balanceActivity: users.balanceActivity,
      balanceOpen: users.balanceOpen,
    },
    plan: { activityCredits: plans.activityCredits, openCredits: plans.openCredits },
    mineId: mine.id,
    mineStatus: mine.status,
    mineValidated: mine.validated,
    mineCreditSource: mine.creditSource,
    // Visitors' places (trials, drop-ins) count against the class's size like members'.
    inCount: sql<number>`(select count(*)::int from ${classUsers}
      where ${classUsers.classId} = ${c.classId} and ${classUsers.status} = 'IN')
      + (select count(*)::int from ${visits} where ${visits.classId} = ${c.classId})`,
    anyoneWaiting: sql<boolean>`exists (select 1 from ${classUsers}
      where ${classUsers.classId} = ${c.classId} and ${classUsers.status} = 'WAIT')`,
    holdsPlaceThatDay: when(c.singleBook, placeThatDay, sql<boolean>`false`),
    planUsed: when(c.countsPlan, planUseColumn(users.id, c.kind, c.week), sql<number>`0`),
  };
}

/**
 * Members of ONE class (a class's batch, a booking alone): the class's values are the statement's
 * own, so PostgreSQL plans it for one class. Measured on the hot class: the same read through
 * bookersQuery's `unnest` was planned for a hundred rows and cost 30–45 % of its rate.
 */
function bookerQuery(tx: DbOrTx, { cls, activity }: LockedClass, paying: boolean, where: SQL | undefined) {
  const terms = {
    classId: cls.id,
    activityId: cls.activityId,
    date: cls.date,
    kind: activity.creditType,
    week: gymWeekOf(cls.date),
    singleBook: paying && activity.singleBook,
    countsPlan: paying && !cls.free,
  };
  return tx
    .select(bookerColumns(terms))
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .leftJoin(mine, and(eq(mine.userId, users.id), eq(mine.classId, cls.id)))
    .where(where)
    .$dynamic();
}

/**
 * Members in their classes, several classes in ONE statement of one text whatever the members,
 * their classes and their number (so it is prepared once): the pairs go in as arrays that `unnest`
 * makes rows of (`p`, its columns written out: Drizzle has no name for a function's columns).
 */
function bookersQuery(tx: DbOrTx, pairs: BookerOf[]) {
  const weeks = pairs.map(({ locked }) => gymWeekOf(locked.cls.date));
  // In the order of `p`'s columns below, each with its type.
  const columns: [unknown[], string][] = [
    [pairs.map(({ locked }) => locked.cls.id), 'int'],
    [pairs.map(({ userId }) => userId), 'int'],
    [pairs.map(({ locked }) => locked.cls.activityId), 'int'],
    [pairs.map(({ locked }) => locked.cls.date), 'date'],
    [pairs.map(({ locked }) => locked.activity.singleBook), 'bool'],
    [pairs.map(({ locked }) => !locked.cls.free), 'bool'],
    [pairs.map(({ locked }) => locked.activity.creditType), 'text'],
    [weeks.map((week) => week.monday), 'date'],
    [weeks.map((week) => week.sunday), 'date'],
  ];
  const arrays = columns.map(([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  const source = sql`unnest(${sql.join(arrays, sql`, `)})
    as p (class_id, user_id, activity_id, date, single_book, counts_plan, kind, monday, sunday)`;
  const classId = sql<number>`p.class_id`;
  const terms = {
    classId,
    activityId: sql`p.activity_id`,
    date: sql`p.date`,
    kind: sql`p.kind`,
    week: { monday: sql`p.monday`, sunday: sql`p.sunday` },
    singleBook: sql`p.single_book`,
    countsPlan: sql`p.counts_plan`,
  };
  return tx
    .select({ classId, ...bookerColumns(terms) })
    .from(source)
    .innerJoin(users, eq(users.id, sql`p.user_id`))
    .leftJoin(plans, eq(plans.id, users.planId))
    .leftJoin(mine, and(eq(mine.userId, users.id), eq(mine.classId, classId)));
}

type BookerRow = Awaited<ReturnType<typeof bookerQuery>>[number];

function toBooker(row: BookerRow): Booker {
  const { mineId, mineStatus, mineValidated, mineCreditSource } = row;
  return {
    user: row.user,
    plan: row.plan,
    mine:
      mineId !== null && mineStatus !== null
        ? {
            id: mineId,
            status: mineStatus,
            validated: mineValidated ?? false,
            creditSource: mineCreditSource,
          }
        : null,
    inCount: Number(row.inCount),
    anyoneWaiting: Boolean(row.anyoneWaiting),
    holdsPlaceThatDay: Boolean(row.holdsPlaceThatDay),
    planUsed: Number(row.planUsed),
  };
}

/** What the domain's booking rules read of a member and the locked class (booking-rules.ts). */
export function factsOf(
  booker: Booker,
  { cls, activity }: LockedClass,
): { member: MemberFacts; cls: ClassFacts } {
  const kind = activity.creditType;
  return {
    member: {
      inactive: booker.user.status === 'INACTIVE',
      isAdmin: booker.user.roles.includes('ADMIN'),
      place: booker.mine,
      holdsPlaceThatDay: booker.holdsPlaceThatDay,
      planAllowanceLeft: planAllowanceLeft(booker, kind, booker.planUsed),
      balance: balanceOf(booker, kind),
    },
    cls: {
      activityId: activity.id,
      maxPeople: cls.maxPeople,
      inCount: booker.inCount,
      free: cls.free,
      singleBook: activity.singleBook,
      creditType: kind,
    },
  };
}
