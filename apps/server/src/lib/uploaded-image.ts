import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { Tx } from '../infra/db/client';
import { AppError, notFound } from '../infra/http/app-error';

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

/**
 * Re-encodes an uploaded PNG or JPEG (a data URL) as WebP, which also strips metadata such as GPS,
 * at most `size` pixels a side (`cover` crops to a square, `inside` keeps the shape).
 */
export async function reencodeImage(
  fileSource: string,
  { size, fit }: { size: number; fit: 'cover' | 'inside' },
): Promise<Buffer> {
  const bytes = decodeDataUrl(fileSource);
  if (!sniffImage(bytes)) throw invalidImage();
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(size, size, { fit, withoutEnlargement: fit === 'inside' })
    .webp({ quality: 75 })
    .toBuffer()
    .catch(() => {
      throw invalidImage();
    });
}

/**
 * Writes the image under `uploadsDir/folder` with a content-hashed name (so it never changes and
 * caches forever) and answers its URL under /uploads.
 */
export async function storeImage(
  uploadsDir: string,
  { folder, owner, webp }: { folder: string; owner: string; webp: Buffer },
): Promise<string> {
  const name = `${owner}-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`;
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), webp);
  return `/uploads/${folder}/${name}`;
}

/**
 * The shared half of a picture upload, inside its transaction: locks the row `id` of `table` (a
 * user, an activity, a product) and reads the picture it has, refuses a row that does not exist
 * as `notFound(what)`, then writes the new file (so a missing row leaves no file behind). The
 * caller points the row at `image`; `replaced` is removed with `removeStoredImage` after the
 * commit, never before, since a rolled-back transaction still points at it.
 */
export async function replaceStoredImage(
  tx: Tx,
  {
    table,
    id,
    what,
    folder,
  }: { table: PgTable & { id: AnyPgColumn; image: AnyPgColumn }; id: number; what: string; folder: string },
  { uploadsDir, webp }: { uploadsDir: string; webp: Buffer },
): Promise<{ image: string; replaced: string | null }> {
  const [current] = await tx.select({ image: table.image }).from(table).where(eq(table.id, id)).for('update');
  if (!current) throw notFound(what);
  const image = await storeImage(uploadsDir, { folder, owner: String(id), webp });
  return { image, replaced: current.image as string | null };
}

/** Removes a replaced upload of `folder`; pictures shipped with the app (other paths) stay. */
export async function removeStoredImage(
  uploadsDir: string,
  folder: string,
  url: string | null,
  keep: string,
) {
  const prefix = `/uploads/${folder}/`;
  if (!url?.startsWith(prefix) || url === keep) return;
  await rm(path.join(uploadsDir, folder, path.basename(url)), { force: true });
}
