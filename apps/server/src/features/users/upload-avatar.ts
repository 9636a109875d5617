import { eq } from 'drizzle-orm';
import { users } from '../../infra/db/schema';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { replaceStoredImage } from '../../lib/uploaded-image';

/** How `reencodeImage` shapes an avatar (WebP, which also strips metadata such as GPS). */
export const AVATAR_IMAGE = { size: 500, fit: 'cover' } as const;

/**
 * Points the user at their new picture, already re-encoded. The file is written inside the
 * transaction, once the user is known to exist, under a content-hashed name, so a redone
 * transaction writes the same file. Answers the picture it replaced, to remove after the commit.
 */
export async function uploadAvatar(
  tx: UnitOfWork,
  { uploadsDir, userId, webp }: { uploadsDir: string; userId: number; webp: Buffer },
): Promise<{ image: string; replaced: string | null }> {
  const { image, replaced } = await replaceStoredImage(
    tx,
    { table: users, id: userId, what: 'User', folder: 'avatars' },
    { uploadsDir, webp },
  );
  await tx.update(users).set({ image }).where(eq(users.id, userId));
  publishOnCommit(tx, { kind: 'user', userId });
  return { image, replaced };
}
