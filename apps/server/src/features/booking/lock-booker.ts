import type { ClassUserStatus, CreditSource } from '@boxbook/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../infra/db/client';
import { classUsers, plans, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { CreditHolder } from '../credits/lock-payer';
import { planUseColumn } from '../credits/plan-use';
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
 * credits/lock-payer.ts) and reads, in the same statement, everything a booking decides on: their
 * place in the class, the class's IN count, singleBook and the week's plan use. The class must be
 * locked first (lock order: the class, then members), so those counts hold until the commit.
 * `paying: false` (a leave) skips what only matters to someone who is given a place.
 */
export async function lockBooker(
  tx: Tx,
  locked: LockedClass,
  userId: number,
  { paying = true }: { paying?: boolean } = {},
): Promise<Booker> {
  const ahead = readAhead.get(tx);
  const known = ahead?.classId === locked.cls.id ? ahead.bookers.get(userId) : undefined;
  if (ahead && known) {
    ahead.bookers.delete(userId);
    return { ...known, inCount: ahead.inCount };
  }
  const [row] = await bookerQuery(tx, locked, paying, 'left', eq(users.id, userId));
  if (!row) throw notFound('User');
  return toBooker(row);
}

/**
 * Members read ahead for a batch of bookings of one class (run-booking.ts), by the transaction
 * that holds the class: each is given once, to the first lockBooker of that member, with the IN
 * count as the batch's own moves left it. Only a batch that runs straight reads ahead: a savepoint
 * rolled back would undo places these counts had followed.
 */
interface ReadAhead {
  classId: number;
  inCount: number;
  bookers: Map<number, Booker>;
}
const readAhead = new WeakMap<Tx, ReadAhead>();

/**
 * Locks the members a batch is about to book (in id order) and reads what lockBooker would for
 * each, in ONE statement instead of one per booking while the class is locked. Every step of the
 * batch must be a booking of one of them (join or leave) that tells each place it moves in the
 * class (placesMoved) and each other member it changes (forgetBooker).
 */
export async function lockBookers(tx: Tx, locked: LockedClass, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  const rows = await bookerQuery(
    tx,
    locked,
    true,
    'left',
    sql`${users.id} = any(${sql.param(ids)}::int[])`,
  ).orderBy(users.id);
  const bookers = rows.map(toBooker);
  const inCount = bookers[0]?.inCount ?? 0;
  readAhead.set(tx, {
    classId: locked.cls.id,
    inCount,
    bookers: new Map(bookers.map((b) => [b.user.id, b])),
  });
}

/** Places of `classId` taken (+) or given up (-) in this transaction: the counts read ahead follow. */
export function placesMoved(tx: Tx, classId: number, delta: number): void {
  const ahead = readAhead.get(tx);
  if (ahead?.classId === classId) ahead.inCount += delta;
}

/** A member changed otherwise than by their own booking (a promotion): read them afresh. */
export function forgetBooker(tx: Tx, userId: number): void {
  readAhead.get(tx)?.bookers.delete(userId);
}

/**
 * The waiting list's first member after `skip` others (arrival order: joined_at, id), locked and
 * read as lockBooker does, in one statement; null when nobody else waits.
 */
export async function lockNextWaiting(tx: Tx, locked: LockedClass, skip: number): Promise<Booker | null> {
  const [row] = await bookerQuery(tx, locked, true, 'inner', eq(mine.status, 'WAIT'))
    .orderBy(mine.joinedAt, mine.id)
    .limit(1)
    .offset(skip);
  return row ? toBooker(row) : null;
}

const mine = alias(classUsers, 'mine');

function bookerQuery(
  tx: Tx,
  { cls, activity }: LockedClass,
  paying: boolean,
  join: 'left' | 'inner',
  where: SQL | undefined,
) {
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
      inCount: sql<number>`(select count(*)::int from ${classUsers}
        where ${classUsers.classId} = ${cls.id} and ${classUsers.status} = 'IN')`,
      holdsPlaceThatDay: paying && activity.singleBook ? placeThatDay : sql<boolean>`false`,
      planUsed: paying && !cls.free ? planUseColumn(users.id, activity.creditType, cls.date) : sql<number>`0`,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId));
  const onMine = and(eq(mine.userId, users.id), eq(mine.classId, cls.id));
  const joined = join === 'left' ? query.leftJoin(mine, onMine) : query.innerJoin(mine, onMine);
  return joined.where(where).for('update', { of: users }).$dynamic();
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
