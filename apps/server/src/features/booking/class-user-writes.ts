import type { ClassUserStatus, CreditSource, LeaveCredit } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type ActivityRow, type ClassRow, classes, classUsers } from '../../infra/db/schema';
import { type PushRequest, pushCte, pushesQueued } from '../../infra/push/push-outbox';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { balanceMoveCtes, forfeitCtes } from '../credits/credit-moves';

/*
 * The statements that apply a booking's decisions (docs/architecture.md, The path of a join and a
 * leave): each writes a class user with its credit's move in one statement and queues the events
 * that tell of it. They decide nothing: the rules are the domain's (booking-rules.ts), and what a
 * batch keeps in memory is class-batch.ts's. The class and member rows must be locked.
 */

/** A place being given: in which class, to whom, paid how, and who did it (for the ledger). */
export interface Place {
  by: number;
  cls: ClassRow;
  activity: ActivityRow;
  userId: number;
  creditSource: CreditSource | null;
}

/** Tells of a place given (`save`) or moved in from the list (`update`) once the transaction commits. */
export function announcePlace(
  unit: UnitOfWork,
  place: Place,
  classUserId: number,
  action: 'save' | 'update',
): void {
  publishOnCommit(unit, { kind: 'classUser', action, classId: place.cls.id, classUserId });
  publishOnCommit(unit, { kind: 'class', classId: place.cls.id });
  if (place.creditSource === 'PLAN' || place.creditSource === 'BALANCE')
    publishOnCommit(unit, { kind: 'user', userId: place.userId });
}

/**
 * A write that waits to go out as CTEs of the next statement (a batch read ahead holds its leaves
 * and promotions so, class-batch.ts): its CTEs, named apart from any other's; `result`, what the
 * statement gives back of it; and what it tells once sent, given that result. `announce` throws
 * when the write did not happen as the batch's memory said (the batch then runs again, each
 * booking in a savepoint, where nothing is held back).
 */
export interface PendingWrite {
  ctes: SQL[];
  result?: SQL;
  announce(unit: UnitOfWork, result: unknown): void;
}

/**
 * Runs `with <pending CTEs, ctes> <select>` and gives its rows; the pending writes are told of
 * once it ran. Their CTEs touch other rows than the statement's own (another member's class user
 * and balance), and data-modifying CTEs of one statement all run, read or not. With pending
 * writes, the statement's own rows come back as JSON, next to the pending writes' results.
 */
async function withCtes<T>(
  tx: UnitOfWork,
  ctes: SQL[],
  select: SQL,
  pending: PendingWrite[] = [],
): Promise<T[]> {
  if (pending.length === 0) {
    const result = await tx.execute(sql`with ${sql.join(ctes, sql`, `)} ${select}`);
    return (result as unknown as { rows: T[] }).rows;
  }
  const all = [...pending.flatMap((write) => write.ctes), ...ctes, sql`own as (${select})`];
  const results = pending.map((write) => write.result ?? sql`null`);
  const result = await tx.execute(sql`with ${sql.join(all, sql`, `)}
    select (select coalesce(json_agg(own), '[]') from own) as own, json_build_array(${sql.join(results, sql`, `)}) as pending`);
  const [row] = (result as unknown as { rows: { own: T[]; pending: unknown[] }[] }).rows;
  for (const [i, write] of pending.entries()) write.announce(tx, row?.pending[i] ?? null);
  return row?.own ?? [];
}

/** Sends pending writes in a statement of their own (nothing came to take them along). */
export async function sendPending(tx: UnitOfWork, pending: PendingWrite[]): Promise<void> {
  if (pending.length > 0) await withCtes(tx, [], sql`select 1`, pending);
}

const paidBy = (place: Place, classUserId: SQL | number) => ({
  userId: place.userId,
  kind: place.activity.creditType,
  classUserId,
  creditSource: place.creditSource,
  by: place.by,
});

/** The latest joined_at of the class's list: the end of an index range (class_users_lists), not a scan. */
export const latestJoin = (classId: number | SQL, status: ClassUserStatus) =>
  sql`(select max(${classUsers.joinedAt}) from ${classUsers}
    where ${classUsers.classId} = ${classId} and ${classUsers.status} = ${status})`;

/** A new class user, IN (its credit taken) or WAIT, in one statement with its credit's move. */
export async function insertClassUser(
  tx: UnitOfWork,
  place: Place & { status: ClassUserStatus; now: Date },
  pending: PendingWrite[] = [],
) {
  const { cls } = place;
  // Under the class lock, joined_at never goes below an earlier class user's, whatever each
  // process's clock says, and ids grow in the same order: (joined_at, id) is the order we accepted joins.
  const placed = sql`placed as (
    insert into ${classUsers} (class_id, user_id, status, credit_source, joined_at)
    values (${cls.id}, ${place.userId}, ${place.status}, ${place.creditSource},
      greatest(${place.now.toISOString()}::timestamptz, ${latestJoin(cls.id, 'IN')}, ${latestJoin(cls.id, 'WAIT')}))
    returning id, status)`;
  const spent = balanceMoveCtes(paidBy(place, sql`(select id from placed)`), 'spend');
  const [created] = await withCtes<{ id: number; status: ClassUserStatus }>(
    tx,
    [placed, ...spent],
    sql`select id, status from placed`,
    pending,
  );
  if (!created) throw new Error('insert returned no row');
  announcePlace(tx, place, created.id, 'save');
  return { id: Number(created.id), status: created.status };
}

/** A waiting member given a place: which class user, whether they leave other lists, the push that tells them. */
export type PlaceTaken = Place & { classUserId: number; leavesOtherLists: boolean; push?: PushRequest };

/** What a place taken moved besides its class user: the other lists' places gone, the pushes queued. */
export interface TakenWith {
  removed: { id: number; classId: number }[] | null;
  pushes: number;
}

/**
 * A waiting member takes a free place: their class user turns IN and the credit is taken now, in
 * one statement, which also takes them off that day's other waiting lists of the activity when
 * the decision says so (`leavesOtherLists`). Null when it is no longer waiting (a singleBook
 * promotion in another class of the day removed it).
 */
export async function takeFreePlace(tx: UnitOfWork, place: PlaceTaken, pending: PendingWrite[] = []) {
  const { cls } = place;
  const when = sql`exists (select from moved)`;
  const ctes = [
    sql`moved as (
      update ${classUsers} set status = 'IN', credit_source = ${place.creditSource}
      where id = ${place.classUserId} and status = 'WAIT' returning id, status)`,
    ...balanceMoveCtes(paidBy(place, place.classUserId), 'spend', when),
  ];
  if (place.leavesOtherLists)
    ctes.push(sql`other_lists as (
      delete from ${classUsers}
      where user_id = ${place.userId} and status = 'WAIT' and ${when} and class_id in (
        select ${classes.id} from ${classes}
        where ${classes.activityId} = ${cls.activityId} and ${classes.date} = ${cls.date} and ${classes.id} <> ${cls.id})
      returning id, class_id)`);
  // The push that tells of it (a promotion) goes in the same statement.
  const pushed = place.push ? pushCte(place.push, when) : null;
  if (pushed) ctes.push(pushed);
  const removed = place.leavesOtherLists
    ? sql`(select json_agg(json_build_object('id', id, 'classId', class_id)) from other_lists)`
    : sql`null`;
  const pushes = pushed ? sql`(select count(*)::int from pushed)` : sql`0`;
  const [row] = await withCtes<{ id: number; status: 'IN' } & TakenWith>(
    tx,
    ctes,
    sql`select id, status, ${removed} as removed, ${pushes} as pushes from moved`,
    pending,
  );
  if (!row) return null;
  tellPlaceTaken(tx, place, row);
  return { id: Number(row.id), status: row.status };
}

/** Tells of a place taken from the list, and of the other lists' places it took with it, once the transaction commits. */
export function tellPlaceTaken(unit: UnitOfWork, place: PlaceTaken, { removed, pushes }: TakenWith): void {
  pushesQueued(unit, Number(pushes), place.push && { request: place.push, happened: true });
  announcePlace(unit, place, place.classUserId, 'update');
  for (const gone of removed ?? []) {
    publishOnCommit(unit, {
      kind: 'classUser',
      action: 'delete',
      classId: gone.classId,
      classUserId: gone.id,
    });
    publishOnCommit(unit, { kind: 'class', classId: gone.classId });
  }
}

/** A class user gone from a class, with what becomes of a place's credit. */
export interface Removal extends Omit<Place, 'creditSource'> {
  mine: { id: number; status: ClassUserStatus; creditSource: CreditSource | null };
  credit: LeaveCredit;
}

/** A class user gone from a class, with what becomes of a place's credit, in one statement. */
export async function removeClassUser(tx: UnitOfWork, removal: Removal): Promise<void> {
  const { cls, activity, userId, by, mine, credit } = removal;
  const paid = {
    userId,
    kind: activity.creditType,
    classUserId: mine.id,
    creditSource: mine.creditSource,
    by,
  };
  const moves =
    credit === 'forfeit'
      ? forfeitCtes(paid, cls)
      : credit === 'refund'
        ? balanceMoveCtes(paid, 'refund')
        : [];
  await withCtes(
    tx,
    [sql`gone as (delete from ${classUsers} where id = ${mine.id} returning id)`, ...moves],
    sql`select 1`,
  );
  announceRemoval(tx, removal);
}

/** Tells of a class user gone once the transaction commits. */
export function announceRemoval(unit: UnitOfWork, { cls, userId, mine }: Removal): void {
  publishOnCommit(unit, { kind: 'classUser', action: 'delete', classId: cls.id, classUserId: mine.id });
  publishOnCommit(unit, { kind: 'class', classId: cls.id });
  if (mine.status === 'IN' && mine.creditSource !== 'NONE') publishOnCommit(unit, { kind: 'user', userId });
}
