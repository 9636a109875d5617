import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { queueEvent } from '../../infra/realtime/event-queue';

export const AVATAR_URL_PREFIX = '/uploads/avatars/';
const AVATAR_MAX_PX = 500;
const MAX_BYTES = 4 * 1024 * 1024;

const invalidImage = () =>
  new AppError('invalid_image', 'The file is not a PNG or JPEG image', { field: 'fileSource' });

/** PNG and JPEG are recognised by their first bytes, whatever the file was called. */
function sniffImage(bytes: Buffer): 'png' | 'jpeg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function decodeDataUrl(fileSource: string): Buffer {
  const match = /^data:[\w/+.-]*;base64,([A-Za-z0-9+/=\s]+)$/.exec(fileSource);
  if (!match?.[1]) throw invalidImage();
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > MAX_BYTES)
    throw new AppError('payload_too_large', 'The image is too large', { field: 'fileSource' });
  return bytes;
}

/** Re-encodes the upload as WebP (which also strips metadata such as GPS) under a content-hashed name. */
export async function uploadAvatar(
  db: Db,
  uploadsDir: string,
  userId: number,
  fileSource: string,
): Promise<void> {
  const bytes = decodeDataUrl(fileSource);
  if (!sniffImage(bytes)) throw invalidImage();
  const webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(AVATAR_MAX_PX, AVATAR_MAX_PX, { fit: 'cover' })
    .webp({ quality: 75 })
    .toBuffer()
    .catch(() => {
      throw invalidImage();
    });
  const [current] = await db.select({ image: users.image }).from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User');
  const name = `${userId}-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), webp);
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ image: `${AVATAR_URL_PREFIX}${name}` })
      .where(eq(users.id, userId));
    queueEvent(tx, { kind: 'user', userId });
  });
  if (current.image?.startsWith(AVATAR_URL_PREFIX) && current.image !== `${AVATAR_URL_PREFIX}${name}`) {
    await rm(path.join(dir, path.basename(current.image)), { force: true });
  }
}
