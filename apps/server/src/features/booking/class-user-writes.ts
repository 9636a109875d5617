import type { ClassUserStatus, CreditSource, LeaveCredit } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type ActivityRow,
  type ClassRow,
  classes,
  classUsers,
  creditLedger,
  users,
} from '../../infra/db/schema';
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

function announce(unit: UnitOfWork, place: Place, classUserId: number, action: 'save' | 'update'): void {
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
const latestJoin = (classId: number | SQL, status: ClassUserStatus) =>
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
  announce(tx, place, created.id, 'save');
  return { id: Number(created.id), status: created.status };
}

/** A join held back: its place, its id taken ahead from the sequence, when it was accepted. */
export interface HeldJoin extends Place {
  id: number;
  status: ClassUserStatus;
  /** Never before an earlier held join's: (joined_at, id) is the order joins were accepted. */
  joinedAt: Date;
}

/**
 * The joins a unit of work held back, of one class or several, as ONE write of one text whatever
 * their number (the rows go in as arrays): their places, and a BALANCE credit's move with its
 * ledger row for each. No member is in it twice (HeldWrites), so each balance moves once.
 */
export function joinsLater(joins: HeldJoin[]): PendingWrite {
  // In the order of `j`'s columns below, each with its type.
  const columns: [unknown[], string][] = [
    [joins.map((j) => j.id), 'int'],
    [joins.map((j) => j.cls.id), 'int'],
    [joins.map((j) => j.userId), 'int'],
    [joins.map((j) => j.status), 'text'],
    [joins.map((j) => j.creditSource), 'text'],
    [joins.map((j) => j.joinedAt.toISOString()), 'timestamptz'],
    [joins.map((j) => j.by), 'int'],
    [joins.map((j) => j.activity.creditType), 'text'],
  ];
  const arrays = columns.map(([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`);
  const ctes = [
    sql`held_joins as (select * from unnest(${sql.join(arrays, sql`, `)})
      as j (id, class_id, user_id, status, credit_source, joined_at, by_id, kind))`,
    sql`held_placed as (
      insert into ${classUsers} (id, class_id, user_id, status, credit_source, joined_at)
      select id, class_id, user_id, status, credit_source, greatest(joined_at, ${latestJoin(sql`j.class_id`, 'IN')}, ${latestJoin(sql`j.class_id`, 'WAIT')})
      from held_joins j returning id)`,
    sql`held_spent as (
      update ${users} set balance_activity = balance_activity - (j.kind = 'ACTIVITY')::int,
        balance_open = balance_open - (j.kind = 'OPEN')::int
      from held_joins j where ${users.id} = j.user_id and j.credit_source = 'BALANCE'
      returning ${users.id} as user_id, j.id as class_user_id, j.by_id, j.kind)`,
    sql`held_ledger as (
      insert into ${creditLedger} (user_id, kind, delta, reason, class_user_id, created_by)
      select user_id, kind, -1, 'BOOKING', class_user_id, by_id from held_spent)`,
  ];
  return {
    ctes,
    result: sql`(select count(*)::int from held_placed)`,
    announce(unit, placed) {
      if (placed !== joins.length) throw new Error(`${joins.length} joins held, ${placed} placed`);
      for (const join of joins) announce(unit, join, join.id, 'save');
    },
  };
}

/** A waiting member given a place: which class user, whether they leave other lists, the push that tells them. */
export type PlaceTaken = Place & { classUserId: number; leavesOtherLists: boolean; push?: PushRequest };

/** What a place taken moved besides its class user: the other lists' places gone, the pushes queued. */
interface TakenWith {
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
  const taking = placeTaking(place, 'moved');
  const [row] = await withCtes<{ id: number; status: 'IN' } & TakenWith>(
    tx,
    taking.ctes,
    sql`select id, status, ${taking.removed} as removed, ${taking.pushes} as pushes from moved`,
    pending,
  );
  if (!row) return null;
  tellPlaceTaken(tx, place, row);
  return { id: Number(row.id), status: row.status };
}

/**
 * takeFreePlace's write, to send with the next statement, for a member the batch locked and read
 * waiting: under those locks their place cannot go meanwhile, and `announce` throws if it did.
 */
export function placeTakenLater(place: PlaceTaken, name: string): PendingWrite {
  const taking = placeTaking(place, name);
  return {
    ctes: taking.ctes,
    result: sql`(select json_build_object('removed', ${taking.removed}, 'pushes', ${taking.pushes})
      from ${sql.raw(name)})`,
    announce(unit, result) {
      if (!result) throw new Error(`class user ${place.classUserId} was no longer waiting`);
      tellPlaceTaken(unit, place, result as TakenWith);
    },
  };
}

/** takeFreePlace's CTEs, `name` (the class user moved) and names after it; what to select of them. */
function placeTaking(place: PlaceTaken, name: string) {
  const { cls } = place;
  const moved = sql.raw(name);
  const when = sql`exists (select from ${moved})`;
  const otherLists = sql.raw(`${name}_other_lists`);
  const ctes = [
    sql`${moved} as (
      update ${classUsers} set status = 'IN', credit_source = ${place.creditSource}
      where id = ${place.classUserId} and status = 'WAIT' returning id, status)`,
    ...balanceMoveCtes(paidBy(place, place.classUserId), 'spend', when, `${name}_`),
  ];
  if (place.leavesOtherLists)
    ctes.push(sql`${otherLists} as (
      delete from ${classUsers}
      where user_id = ${place.userId} and status = 'WAIT' and ${when} and class_id in (
        select ${classes.id} from ${classes}
        where ${classes.activityId} = ${cls.activityId} and ${classes.date} = ${cls.date} and ${classes.id} <> ${cls.id})
      returning id, class_id)`);
  // The push that tells of it (a promotion) goes in the same statement.
  const pushed = place.push ? pushCte(place.push, when, `${name}_`) : null;
  if (pushed) ctes.push(pushed);
  return {
    ctes,
    removed: place.leavesOtherLists
      ? sql`(select json_agg(json_build_object('id', id, 'classId', class_id)) from ${otherLists})`
      : sql`null`,
    pushes: pushed ? sql`(select count(*)::int from ${sql.raw(`${name}_pushed`)})` : sql`0`,
  };
}

function tellPlaceTaken(unit: UnitOfWork, place: PlaceTaken, { removed, pushes }: TakenWith): void {
  pushesQueued(unit, Number(pushes), place.push && { request: place.push, happened: true });
  announce(unit, place, place.classUserId, 'update');
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
export function removeClassUser(tx: UnitOfWork, removal: Removal): Promise<void> {
  return sendPending(tx, [classUserRemoval(removal, 'gone')]);
}

/**
 * removeClassUser's write, to send with the next statement; `name` names its CTEs, apart from
 * the other writes of that statement.
 */
export function classUserRemoval(
  { cls, activity, userId, by, mine, credit }: Removal,
  name: string,
): PendingWrite {
  const paid = {
    userId,
    kind: activity.creditType,
    classUserId: mine.id,
    creditSource: mine.creditSource,
    by,
  };
  const prefix = `${name}_`;
  const moves =
    credit === 'forfeit'
      ? forfeitCtes(paid, cls, prefix)
      : credit === 'refund'
        ? balanceMoveCtes(paid, 'refund', undefined, prefix)
        : [];
  return {
    ctes: [sql`${sql.raw(name)} as (delete from ${classUsers} where id = ${mine.id} returning id)`, ...moves],
    announce(unit) {
      publishOnCommit(unit, { kind: 'classUser', action: 'delete', classId: cls.id, classUserId: mine.id });
      publishOnCommit(unit, { kind: 'class', classId: cls.id });
      if (mine.status === 'IN' && mine.creditSource !== 'NONE')
        publishOnCommit(unit, { kind: 'user', userId });
    },
  };
}
