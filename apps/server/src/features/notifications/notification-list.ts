import {
  type Language,
  NOTIFICATIONS_KEPT_DAYS,
  type NotificationItem,
  type NotificationList,
} from '@boxbook/domain';
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { notifications, users } from '../../infra/db/schema';
import type { RenderPush } from '../../infra/push/push-sender';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';

/** The list shows the latest ones; older ones stay until they are NOTIFICATIONS_KEPT_DAYS old. */
const LIST_SIZE = 50;
const DAY_MS = 86_400_000;

const keptSince = (now: Date) => new Date(now.getTime() - NOTIFICATIONS_KEPT_DAYS * DAY_MS);

/**
 * A member's notifications, newest first, worded in `language` by the push renderer in its history
 * mode (what they were told, not whether it is still true); one about something that no longer
 * exists (a deleted score, a removed comment) is left out. Unread counts the kept ones.
 */
export async function findNotificationList(
  db: Db,
  render: RenderPush,
  { userId, language, now }: { userId: number; language: Language | undefined; now: Date },
): Promise<NotificationList> {
  const since = keptSince(now);
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const lang = language ?? member?.language ?? 'es';
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.id))
    .limit(LIST_SIZE);
  const unread = await countUnread(db, { userId, now });
  const items: NotificationItem[] = [];
  for (const row of rows) {
    const payload = await render(
      { kind: row.kind, params: row.params, topic: null, userId, language: lang },
      now,
    );
    if (!payload) continue;
    items.push({
      id: row.id,
      kind: row.kind,
      title: payload.title,
      body: payload.body,
      url: payload.url,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    });
  }
  return { unread, items };
}

/** What the bell shows: the member's unread notifications still kept. */
export async function countUnread(db: Db, { userId, now }: { userId: number; now: Date }): Promise<number> {
  const [count] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        gte(notifications.createdAt, keptSince(now)),
      ),
    );
  return count?.unread ?? 0;
}

/** Marks the member's own notifications read (these ids, or all); their bell follows live. */
export async function markNotificationsRead(
  tx: UnitOfWork,
  { userId, ids, now }: { userId: number; ids: number[] | undefined; now: Date },
): Promise<void> {
  const marked = await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids.length ? ids : [0]),
      ),
    )
    .returning({ id: notifications.id });
  if (marked.length) publishOnCommit(tx, { kind: 'user', userId });
}

/** Drops what is older than NOTIFICATIONS_KEPT_DAYS (the push sender's hourly prune runs it). */
export async function pruneNotifications(db: Db, now: Date): Promise<void> {
  await db
    .delete(notifications)
    .where(sql`${notifications.createdAt} < ${keptSince(now).toISOString()}::timestamptz`);
}
