import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { queueEvent } from '../../infra/realtime/event-queue';
import { reencodeImage, removeStoredImage, storeImage } from '../../lib/uploaded-image';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_MAX_PX = 500;

/** Re-encodes the upload as WebP (which also strips metadata such as GPS) under a content-hashed name. */
export async function uploadAvatar(
  db: Db,
  uploadsDir: string,
  userId: number,
  fileSource: string,
): Promise<void> {
  const webp = await reencodeImage(fileSource, { size: AVATAR_MAX_PX, fit: 'cover' });
  const [current] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User');
  const url = await storeImage(uploadsDir, { folder: 'avatars', owner: String(userId), webp });
  await inTransaction(db, async (tx) => {
    await tx.update(users).set({ image: url }).where(eq(users.id, userId));
    queueEvent(tx, { kind: 'user', userId });
  });
  await removeStoredImage(uploadsDir, 'avatars', current.image, url);
}
