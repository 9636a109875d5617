import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { AppError } from './app-error';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Limits on what anonymous callers can make the box do (see docs/security.md): sign-in, sign-up, reset
 * mails and contact messages. Counted in the database, so all processes share them.
 */
export const LIMITS = {
  loginFailuresPerCin: { bucket: 'login-cin', limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { bucket: 'login-ip', limit: 50, windowMs: 15 * 60_000 },
  signupPerIp: { bucket: 'signup-ip', limit: 10, windowMs: 60 * 60_000 },
  forgotPerIp: { bucket: 'forgot-ip', limit: 10, windowMs: 15 * 60_000 },
  forgotPerCin: { bucket: 'forgot-cin', limit: 3, windowMs: 60 * 60_000 },
  // Each message writes a row and mails the box: a person writes a few, a script thousands.
  contactPerIp: { bucket: 'contact-ip', limit: 10, windowMs: 60 * 60_000 },
  // A visit books a place and mails the visitor: as many as sign-ups (docs/product.md, The first visit).
  visitPerIp: { bucket: 'visit-ip', limit: 10, windowMs: 60 * 60_000 },
  // A visitor cancels with their reference and e-mail: a few tries, never a search of either.
  // The sandbox's card form for visitors writes a row per card: a person types a few.
  sandboxCardPerIp: { bucket: 'sandbox-card-ip', limit: 30, windowMs: 60 * 60_000 },
  visitCancelPerIp: { bucket: 'visit-cancel-ip', limit: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;

/** Refuses with 429 and the seconds to wait when `key` used up its limit in the window. */
export async function assertUnderLimit(db: DbOrTx, rule: RateLimit, key: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(
      and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)),
    );
  if (!row || row.hits < rule.limit) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
  throw new AppError('rate_limited', 'Too many attempts, try again later', {
    headers: { 'retry-after': String(retryAfter) },
  });
}

export async function recordHit(db: DbOrTx, rule: RateLimit, key: string, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket: rule.bucket, key, at: now });
  // Old hits are worthless; dropping them here keeps the table small without a job.
  await db
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, rule.bucket),
        eq(rateLimitHits.key, key),
        lt(rateLimitHits.at, new Date(now.getTime() - rule.windowMs)),
      ),
    );
}
