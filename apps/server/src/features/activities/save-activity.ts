import type { Activity, ActivityCreate, ActivityUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { activities } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { reencodeImage, removeStoredImage, storeImage } from '../../lib/uploaded-image';

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

const ACTIVITY_IMAGE_PX = 1200;

/** `POST /api/activities/{id}/img` (admins): the picture re-encoded like an avatar, its shape kept. */
export async function uploadActivityImage(
  db: Db,
  uploadsDir: string,
  { id, fileSource }: { id: number; fileSource: string },
): Promise<Activity> {
  const webp = await reencodeImage(fileSource, { size: ACTIVITY_IMAGE_PX, fit: 'inside' });
  const [current] = await db
    .select({ image: activities.image })
    .from(activities)
    .where(eq(activities.id, id));
  if (!current) throw notFound('Activity');
  const image = await storeImage(uploadsDir, { folder: 'activities', owner: String(id), webp });
  const saved = await inTransaction(db, (tx) => updateActivity(tx, { id, activity: { image } }));
  await removeStoredImage(uploadsDir, 'activities', current.image, image);
  return saved;
}
