import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

export interface VapidKeys {
  /** The application server key browsers subscribe with (base64url, an uncompressed P-256 point). */
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  subject: string;
}

const KEY = 'secret:vapid';

/**
 * The VAPID key pair from the environment, or else generated once and kept in the database, so
 * every process and every restart signs with the same pair; subscriptions made with a key only
 * work with that key.
 */
export async function loadVapidKeys(
  db: Db,
  env: { publicKey?: string | undefined; privateKey?: string | undefined; subject: string },
): Promise<VapidKeys> {
  if (env.publicKey && env.privateKey)
    return { publicKey: env.publicKey, privateKey: env.privateKey, subject: env.subject };
  const candidate = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: KEY, value: sql`${JSON.stringify(candidate)}::jsonb` })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  const stored = row?.value as Partial<VapidKeys> | undefined;
  if (typeof stored?.publicKey !== 'string' || typeof stored.privateKey !== 'string')
    throw new Error('VAPID keys could not be stored');
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: env.subject };
}
