import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { checkinSecrets } from '../../infra/db/schema';

/** The member's check-in secret, or null until their app first asks for one. */
export async function findCheckinSecret(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: checkinSecrets.secret })
    .from(checkinSecrets)
    .where(eq(checkinSecrets.userId, userId));
  return row?.secret ?? null;
}

/**
 * A new secret for the member (their first, or one replacing the old): every code made with the
 * old one, screenshots included, is refused as invalid from now on. 160 random bits, as RFC 4226
 * recommends for HMAC-SHA1.
 */
export async function resetCheckinSecret(tx: Tx, userId: number): Promise<string> {
  const secret = new Secret({ size: 20 }).base32;
  await tx
    .insert(checkinSecrets)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: checkinSecrets.userId, set: { secret, createdAt: new Date() } });
  return secret;
}
