import type { ClassFacts, ClassUserStatus, CreditSource, MemberFacts } from '@boxbook/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { classUsers, plans, users, visits } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { CreditHolder } from '../credits/lock-payer';
import { balanceOf, planAllowanceLeft, planUseColumn } from '../credits/plan-use';
import type { LockedClass } from './lock-class';

/** A member about to join, leave or be moved in a locked class, with what the rules ask of them. */
export interface Booker extends CreditHolder {
  /** Their class user in this class, if any. */
  mine: { id: number; status: ClassUserStatus; validated: boolean; creditSource: CreditSource | null } | null;
  /** Places taken (IN) in the class. */
  inCount: number;
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
}

/**
 * Locks the members a batch is about to book and the first `waitingHead` members of the waiting
 * list (in id order), then reads what lockBooker would for all of them in ONE statement, instead
 * of one per booking and per promotion while the class is locked (class-batch.ts keeps it).
 */
export async function lockBookers(
  tx: Tx,
  locked: LockedClass,
  userIds: number[],
  waitingHead: number,
): Promise<BookersAhead> {
  const { cls } = locked;
  const head = sql`(select ${classUsers.userId} from ${classUsers}
    where ${classUsers.classId} = ${cls.id} and ${classUsers.status} = 'WAIT'
    order by ${classUsers.joinedAt}, ${classUsers.id} limit ${waitingHead})`;
  const members = sql`${users.id} = any(${sql.param([...new Set(userIds)])}::int[])`;
  const lockedRows = await lockMembers(tx, or(members, sql`${users.id} in ${head}`), {
    inHead: sql<boolean>`${users.id} in ${head}`,
  });
  const ids = lockedRows.map((row) => row.id);
  const inHead = new Set(lockedRows.filter((row) => row.inHead).map((row) => row.id));
  const rows = await bookerQuery(tx, locked, true, sql`${users.id} = any(${sql.param(ids)}::int[])`)
    // The waiting list's order; members with no place here last.
    .orderBy(sql`${mine.joinedAt} nulls last`, mine.id, users.id);
  const bookers = rows.map(toBooker);
  // A member of the head who left the list while the lock waited for them (a promotion elsewhere,
  // singleBook) is simply not waiting any more: the others are still the list's first.
  const waiting = bookers.filter((b) => b.mine?.status === 'WAIT' && inHead.has(b.user.id));
  return { locked: new Set(ids), bookers, waiting, wholeList: inHead.size < waitingHead };
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
export async function lockBatchMembers(tx: Tx, userIds: number[]): Promise<Set<number>> {
  const rows = await lockMembers(tx, sql`${users.id} = any(${sql.param([...new Set(userIds)])}::int[])`);
  return new Set(rows.map((row) => row.id));
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

function bookerQuery(tx: DbOrTx, { cls, activity }: LockedClass, paying: boolean, where: SQL | undefined) {
  // Written out: an aliased table inside sql`` would be named by its alias alone.
  const placeThatDay = sql<boolean>`exists (
    select 1 from class_users held join classes other on other.id = held.class_id
    where held.user_id = ${users.id} and held.status = 'IN' and other.activity_id = ${cls.activityId}
      and other.date = ${cls.date} and other.id <> ${cls.id})`;
  const query = tx
    .select({
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
        where ${classUsers.classId} = ${cls.id} and ${classUsers.status} = 'IN')
        + (select count(*)::int from ${visits} where ${visits.classId} = ${cls.id})`,
      holdsPlaceThatDay: paying && activity.singleBook ? placeThatDay : sql<boolean>`false`,
      planUsed: paying && !cls.free ? planUseColumn(users.id, activity.creditType, cls.date) : sql<number>`0`,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .leftJoin(mine, and(eq(mine.userId, users.id), eq(mine.classId, cls.id)));
  return query.where(where).$dynamic();
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
