import { DEFAULT_REMINDER_MINUTES, type NotificationSettings } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { pushPreferences } from '../../infra/db/schema';

/** The member's reminder choice: DEFAULT_REMINDER_MINUTES until they choose, null when turned off. */
export async function findNotificationSettings(db: DbOrTx, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return { reminderMinutes: row ? row.reminderMinutes : DEFAULT_REMINDER_MINUTES };
}

export async function saveNotificationSettings(
  db: DbOrTx,
  { userId, settings }: { userId: number; settings: NotificationSettings },
): Promise<NotificationSettings> {
  await db
    .insert(pushPreferences)
    .values({ userId, reminderMinutes: settings.reminderMinutes })
    .onConflictDoUpdate({
      target: pushPreferences.userId,
      set: { reminderMinutes: settings.reminderMinutes },
    });
  return findNotificationSettings(db, userId);
}
