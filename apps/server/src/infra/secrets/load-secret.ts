import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/**
 * A server secret from the environment, or else generated once and kept in the database so every
 * process (and every restart) shares it. Stored under a `secret:` key that the public config
 * never reads.
 */
export async function loadSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const key = `secret:${name}`;
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insert(settings)
    .values({ key, value: sql`${JSON.stringify(candidate)}::jsonb` })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  if (typeof row?.value !== 'string') throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
