import { DEFAULT_REMINDER_MINUTES } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { queueEventIfOpen } from '../../infra/realtime/event-queue';

/**
 * Queues the reminders due now: a member IN a class that starts within their reminder time
 * (DEFAULT_REMINDER_MINUTES unless they chose another, none if they turned it off), who booked
 * before that time began and has a subscribed device. Each (class, member) is claimed in
 * push_reminders first: the primary key lets one process claim it, so the reminder goes once
 * however many processes run this at the same moment. Returns the pushes queued.
 */
export async function queueDueReminders(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  return inTransaction(db, async (tx) => {
    const result = (await tx.execute(sql`
      with due as (
        select cu.class_id, cu.user_id
        from class_users cu
        join classes c on c.id = cu.class_id
        left join push_preferences p on p.user_id = cu.user_id
        cross join lateral (
          select case when p.user_id is null then ${DEFAULT_REMINDER_MINUTES} else p.reminder_minutes end as minutes
        ) r
        where cu.status = 'IN'
          and c.cancelled_at is null
          and r.minutes is not null
          and c.starts_at > ${at}::timestamptz
          and c.starts_at <= ${at}::timestamptz + make_interval(mins => r.minutes)
          and cu.joined_at <= c.starts_at - make_interval(mins => r.minutes)
          and exists (select 1 from push_subscriptions s where s.user_id = cu.user_id)
      ), claimed as (
        insert into push_reminders (class_id, user_id)
        select class_id, user_id from due
        on conflict do nothing
        returning class_id, user_id
      )
      insert into push_outbox (subscription_id, kind, params, topic)
      select s.id, 'reminder', jsonb_build_object('classId', claimed.class_id), 'class-' || claimed.class_id
      from claimed join push_subscriptions s on s.user_id = claimed.user_id
      returning id`)) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) queueEventIfOpen(tx, { kind: 'push' });
    return result.rows.length;
  });
}
