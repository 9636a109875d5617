import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classes, classUsers } from '../../infra/db/schema';
import { type CreditSource, spendCredit } from './credit-moves';
import type { ActivityRow, ClassRow } from './lock-rows';
import { queueEvent } from './queued-events';

interface Place {
  /** Who did it, for the ledger. */
  by: number;
  cls: ClassRow;
  activity: ActivityRow;
  userId: number;
  creditSource: CreditSource | null;
}

function announce(tx: Tx, place: Place, classUserId: number, action: 'save' | 'update'): void {
  queueEvent(tx, { kind: 'classUser', action, classId: place.cls.id, classUserId });
  queueEvent(tx, { kind: 'class', classId: place.cls.id });
  if (place.creditSource === 'PLAN' || place.creditSource === 'BALANCE')
    queueEvent(tx, { kind: 'user', userId: place.userId });
}

/** A new entry, IN (its credit taken) or WAIT. The class and user rows must be locked. */
export async function insertEntry(tx: Tx, place: Place & { status: 'IN' | 'WAIT'; now: Date }) {
  const { cls } = place;
  // Under the class lock, joined_at never goes below an earlier entry's, whatever each process's
  // clock says, and ids grow in the same order: (joined_at, id) is the order we accepted joins.
  const now = place.now.toISOString();
  const [entry] = await tx
    .insert(classUsers)
    .values({
      classId: cls.id,
      userId: place.userId,
      status: place.status,
      creditSource: place.creditSource,
      joinedAt: sql`greatest(${now}::timestamptz, (select max(${classUsers.joinedAt}) from ${classUsers} where ${classUsers.classId} = ${cls.id}))`,
    })
    .returning({ id: classUsers.id, status: classUsers.status });
  if (!entry) throw new Error('insert returned no row');
  await spendCredit(tx, { ...place, kind: place.activity.creditType, classUserId: entry.id });
  announce(tx, place, entry.id, 'save');
  return entry;
}

/**
 * A waiting user takes a free place: their entry turns IN and the credit is taken now. Null when
 * the entry is no longer waiting (a singleBook promotion in another class of the day removed it).
 */
export async function takeFreePlace(tx: Tx, place: Place & { classUserId: number }) {
  const [moved] = await tx
    .update(classUsers)
    .set({ status: 'IN', creditSource: place.creditSource })
    .where(and(eq(classUsers.id, place.classUserId), eq(classUsers.status, 'WAIT')))
    .returning({ id: classUsers.id, status: classUsers.status });
  if (!moved) return null;
  await spendCredit(tx, { ...place, kind: place.activity.creditType });
  announce(tx, place, place.classUserId, 'update');
  if (place.activity.singleBook) await leaveOtherWaitingLists(tx, place.userId, place.cls);
  return moved;
}

/** A singleBook activity allows one class a day: a promoted user leaves that day's other lists. */
async function leaveOtherWaitingLists(tx: Tx, userId: number, cls: ClassRow): Promise<void> {
  const sameDay = tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.activityId, cls.activityId), eq(classes.date, cls.date), ne(classes.id, cls.id)));
  const removed = await tx
    .delete(classUsers)
    .where(
      and(eq(classUsers.userId, userId), eq(classUsers.status, 'WAIT'), inArray(classUsers.classId, sameDay)),
    )
    .returning({ id: classUsers.id, classId: classUsers.classId });
  for (const entry of removed) {
    queueEvent(tx, {
      kind: 'classUser',
      action: 'delete',
      classId: entry.classId,
      classUserId: entry.id,
    });
    queueEvent(tx, { kind: 'class', classId: entry.classId });
  }
}
