import type { Activity, ActivityCreate, ActivityUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { activities } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { replaceStoredImage } from '../../lib/uploaded-image';

/*
 * No process keeps activities (or plans, or products) in memory: every read goes to the database,
 * so a change needs no `settings` event; the apps refetch their lists.
 */

/** `POST /api/activities` (admins): a new activity; its key is unique. */
export async function createActivity(tx: Tx, activity: ActivityCreate): Promise<Activity> {
  const [row] = await tx
    .insert(activities)
    .values(activity)
    .onConflictDoNothing({ target: activities.key })
    .returning();
  if (!row) throw new AppError('conflict', 'An activity with this key exists', { field: 'key' });
  return row;
}

/**
 * `PUT /api/activities/{id}` (admins). An activity is disabled, never deleted: its classes, past
 * and booked, point at it. A disabled one is hidden from the members' pages.
 */
export async function updateActivity(
  tx: Tx,
  { id, activity }: { id: number; activity: Partial<ActivityUpdate> },
): Promise<Activity> {
  const [row] = await tx.update(activities).set(activity).where(eq(activities.id, id)).returning();
  if (!row) throw notFound('Activity');
  return row;
}

/** How `reencodeImage` shapes an activity's picture: re-encoded like an avatar, its shape kept. */
export const ACTIVITY_IMAGE = { size: 1200, fit: 'inside' } as const;

/**
 * `POST /api/activities/{id}/img` (admins): points the activity at its new picture, already
 * re-encoded. The file is written once the activity is known to exist, under a content-hashed
 * name (a redone transaction writes the same file). Answers the picture it replaced, to remove
 * after the commit.
 */
export async function uploadActivityImage(
  tx: Tx,
  { uploadsDir, id, webp }: { uploadsDir: string; id: number; webp: Buffer },
): Promise<{ activity: Activity; replaced: string | null }> {
  const { image, replaced } = await replaceStoredImage(
    tx,
    { table: activities, id, what: 'Activity', folder: 'activities' },
    { uploadsDir, webp },
  );
  const activity = await updateActivity(tx, { id, activity: { image } });
  return { activity, replaced };
}
