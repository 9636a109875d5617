import type { ClassUserStatus, PushKind, PushParams } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import { classes, classUsers, creditLedger, lateCancellations, users } from '../../infra/db/schema';
import { listed, pushesQueued } from '../../infra/push/push-outbox';
import {
  announcePlace,
  announceRemoval,
  latestJoin,
  type PendingWrite,
  type Place,
  type PlaceTaken,
  type Removal,
  tellPlaceTaken,
} from './class-user-writes';

/*
 * The writes a unit of work holds back (held-writes.ts), each kind as ONE write of one text
 * whatever their number, of one class or several: the rows go in as arrays and are unnested in
 * the statement. So a batch of forty leaves that each free a place for the waiting list's head
 * sends one statement, not forty, while the class is locked. No member is in a statement twice
 * (HeldWrites sends first), so each class user and each balance moves once.
 */

/** `$1::int[], $2::text[], …`: one array per column, in the order of the unnest's column names. */
function columns(list: [unknown[], string][]): SQL {
  return sql.join(
    list.map(([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );
}

/**
 * The BALANCE credit of each row of `rows` (its id, user_id, kind, credit_source and by_id) spent
 * or refunded, and its ledger row: `name` and `name_ledger`. `only` narrows the rows.
 */
function balanceMoves(rows: string, move: 'spend' | 'refund', name: string, only: SQL = sql`true`): SQL[] {
  const [sign, reason] = move === 'spend' ? [sql`-`, 'BOOKING'] : [sql`+`, 'REFUND'];
  return [
    sql`${sql.raw(name)} as (
      update ${users} set balance_activity = balance_activity ${sign} (r.kind = 'ACTIVITY')::int,
        balance_open = balance_open ${sign} (r.kind = 'OPEN')::int
      from ${sql.raw(rows)} r where ${users.id} = r.user_id and r.credit_source = 'BALANCE' and ${only}
      returning ${users.id} as user_id, r.id as class_user_id, r.by_id, r.kind)`,
    sql`${sql.raw(`${name}_ledger`)} as (
      insert into ${creditLedger} (user_id, kind, delta, reason, class_user_id, created_by)
      select user_id, kind, ${sign}1, ${reason}, class_user_id, by_id from ${sql.raw(name)})`,
  ];
}

/** A join held back: its place, its id taken ahead from the sequence, when it was accepted. */
export interface HeldJoin extends Place {
  id: number;
  status: ClassUserStatus;
  /** Never before an earlier held join's: (joined_at, id) is the order joins were accepted. */
  joinedAt: Date;
}

/** The held joins: their places, and a BALANCE credit's move with its ledger row for each. */
export function joinsLater(joins: HeldJoin[]): PendingWrite {
  const rows = columns([
    [joins.map((j) => j.id), 'int'],
    [joins.map((j) => j.cls.id), 'int'],
    [joins.map((j) => j.userId), 'int'],
    [joins.map((j) => j.status), 'text'],
    [joins.map((j) => j.creditSource), 'text'],
    [joins.map((j) => j.joinedAt.toISOString()), 'timestamptz'],
    [joins.map((j) => j.by), 'int'],
    [joins.map((j) => j.activity.creditType), 'text'],
  ]);
  const ctes = [
    sql`held_joins as (select * from unnest(${rows})
      as j (id, class_id, user_id, status, credit_source, joined_at, by_id, kind))`,
    sql`held_placed as (
      insert into ${classUsers} (id, class_id, user_id, status, credit_source, joined_at)
      select id, class_id, user_id, status, credit_source, greatest(joined_at, ${latestJoin(sql`j.class_id`, 'IN')}, ${latestJoin(sql`j.class_id`, 'WAIT')})
      from held_joins j returning id)`,
    ...balanceMoves('held_joins', 'spend', 'held_spent'),
  ];
  return {
    ctes,
    result: sql`(select count(*)::int from held_placed)`,
    announce(unit, placed) {
      if (placed !== joins.length) throw new Error(`${joins.length} joins held, ${placed} placed`);
      for (const join of joins) announcePlace(unit, join, join.id, 'save');
    },
  };
}

/**
 * The held leaves: each class user gone, with its credit refunded to the balance (a REFUND row),
 * forfeited to a late cancellation, or nothing (a PLAN credit returns as its class user goes).
 */
export function leavesLater(leaves: Removal[]): PendingWrite {
  const rows = columns([
    [leaves.map((l) => l.mine.id), 'int'],
    [leaves.map((l) => l.cls.id), 'int'],
    [leaves.map((l) => l.cls.date), 'date'],
    [leaves.map((l) => l.userId), 'int'],
    [leaves.map((l) => l.activity.creditType), 'text'],
    [leaves.map((l) => l.mine.creditSource), 'text'],
    [leaves.map((l) => l.credit), 'text'],
    [leaves.map((l) => l.by), 'int'],
  ]);
  const ctes = [
    sql`held_leaves as (select * from unnest(${rows})
      as l (id, class_id, date, user_id, kind, credit_source, credit, by_id))`,
    sql`held_gone as (delete from ${classUsers} where id in (select id from held_leaves) returning id)`,
    ...balanceMoves('held_leaves', 'refund', 'held_refunded', sql`r.credit = 'refund'`),
    sql`held_forfeited as (
      insert into ${lateCancellations} (class_id, user_id, kind, credit_source, date)
      select class_id, user_id, kind, credit_source, date from held_leaves
      where credit = 'forfeit' and credit_source in ('PLAN', 'BALANCE'))`,
  ];
  return {
    ctes,
    result: sql`(select count(*)::int from held_gone)`,
    announce(unit, gone) {
      if (gone !== leaves.length) throw new Error(`${leaves.length} leaves held, ${gone} gone`);
      for (const leave of leaves) announceRemoval(unit, leave);
    },
  };
}

/** A promotion held back: the member locked and read waiting, told by a push of their own. */
export type HeldPromotion = PlaceTaken & { push: { userId: number; kind: PushKind; params?: PushParams } };

/** What the held promotions moved besides their class users. */
interface Promoted {
  moved: number;
  /** Waiting places of the same day and activity the members left (leavesOtherLists). */
  left: { id: number; classId: number; userId: number }[] | null;
  pushes: number;
}

/**
 * The held promotions: each waiting class user turns IN with its credit taken now, leaves that
 * day's other waiting lists of the activity when its decision says so, and its push is queued
 * with its row in the member's notifications list.
 */
export function promotionsLater(promotions: HeldPromotion[]): PendingWrite {
  const rows = columns([
    [promotions.map((p) => p.classUserId), 'int'],
    [promotions.map((p) => p.cls.id), 'int'],
    [promotions.map((p) => p.cls.activityId), 'int'],
    [promotions.map((p) => p.cls.date), 'date'],
    [promotions.map((p) => p.userId), 'int'],
    [promotions.map((p) => p.activity.creditType), 'text'],
    [promotions.map((p) => p.creditSource), 'text'],
    [promotions.map((p) => p.by), 'int'],
    [promotions.map((p) => p.leavesOtherLists), 'bool'],
    [promotions.map((p) => p.push.kind), 'text'],
    [promotions.map((p) => JSON.stringify(p.push.params ?? {})), 'text'],
    [promotions.map((p) => listed(p.push)), 'bool'],
  ]);
  const ctes = [
    sql`held_promotions as (select * from unnest(${rows}) as m (id, class_id, activity_id, date,
      user_id, kind, credit_source, by_id, leaves_other_lists, push_kind, push_params, noted))`,
    sql`held_moved as (
      update ${classUsers} set status = 'IN', credit_source = m.credit_source
      from held_promotions m where ${classUsers.id} = m.id and ${classUsers.status} = 'WAIT'
      returning m.*)`,
    ...balanceMoves('held_moved', 'spend', 'held_moved_spent'),
    sql`held_left_lists as (
      delete from ${classUsers} cu using held_moved m, ${classes} c
      where m.leaves_other_lists and cu.user_id = m.user_id and cu.status = 'WAIT'
        and c.id = cu.class_id and c.activity_id = m.activity_id and c.date = m.date and c.id <> m.class_id
      returning cu.id, cu.class_id, cu.user_id)`,
    sql`held_noted as (
      insert into notifications (user_id, kind, params)
      select user_id, push_kind, push_params::jsonb from held_moved where noted)`,
    sql`held_pushed as (
      insert into push_outbox (subscription_id, kind, params, topic, send_after)
      select s.id, m.push_kind, m.push_params::jsonb, null, null
      from push_subscriptions s join held_moved m on s.user_id = m.user_id returning id)`,
  ];
  return {
    ctes,
    result: sql`json_build_object(
      'moved', (select count(*)::int from held_moved),
      'left', (select json_agg(json_build_object('id', id, 'classId', class_id, 'userId', user_id)) from held_left_lists),
      'pushes', (select count(*)::int from held_pushed))`,
    announce(unit, result) {
      const { moved, left, pushes } = result as Promoted;
      if (moved !== promotions.length)
        throw new Error(`${promotions.length} promotions held, ${moved} moved`);
      pushesQueued(unit, pushes);
      for (const place of promotions)
        tellPlaceTaken(unit, place, {
          removed: (left ?? []).filter((gone) => gone.userId === place.userId),
          pushes: 0,
        });
    },
  };
}
