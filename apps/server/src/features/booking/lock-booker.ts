import type { ClassUserStatus, CreditSource } from '@boxbook/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../infra/db/client';
import { classUsers, plans, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { Payer } from '../credits/lock-payer';
import { planUseColumn } from '../credits/plan-use';
import type { LockedClass } from './lock-class';

/** A member about to join, leave or be moved in a locked class, with what the rules ask of them. */
export interface Booker extends Payer {
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
  const [row] = await bookerQuery(tx, locked, paying, 'left', eq(users.id, userId));
  if (!row) throw notFound('User');
  return toBooker(row);
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
      user: users,
      plan: plans,
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
