import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ErrorCode } from '@boxbook/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { refreshTokens } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/** A refresh token family lives 30 days from sign-in, however often it is rotated. */
export const REFRESH_FAMILY_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A refresh token and the family (the session) it belongs to. */
export interface IssuedRefreshToken {
  token: string;
  familyId: string;
}

async function insertToken(
  db: DbOrTx,
  userId: number,
  familyId: string,
  familyExpiresAt: Date,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: familyExpiresAt,
    familyExpiresAt,
  });
  return { token, familyId };
}

/** A new family, at sign-in. Only the hash is stored. */
export function issueRefreshToken(db: DbOrTx, userId: number, now: Date): Promise<IssuedRefreshToken> {
  const familyExpiresAt = new Date(now.getTime() + REFRESH_FAMILY_DAYS * 86_400_000);
  return insertToken(db, userId, randomUUID(), familyExpiresAt);
}

const refused = (code: ErrorCode, message: string) => new AppError(code, message);

/**
 * Swaps a refresh token for the next one of its family. A token used twice means someone else
 * has a copy: the whole family is revoked and both holders must sign in again (see docs/security.md).
 */
export async function rotateRefreshToken(
  tx: Tx,
  token: string,
  now: Date,
): Promise<{ userId: number; issued: IssuedRefreshToken } | { refusal: AppError }> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .for('update');
  // Refusals are returned, not thrown: the family revocation must commit with the transaction.
  if (!row) return { refusal: refused('unauthorized', 'Unknown refresh token') };
  if (row.revokedAt) return { refusal: refused('refresh_revoked', 'This session was closed') };
  if (row.usedAt) {
    await revokeFamily(tx, row.familyId, now);
    return { refusal: refused('refresh_reused', 'This session was used elsewhere and has been closed') };
  }
  if (row.familyExpiresAt <= now) return { refusal: refused('refresh_expired', 'The session expired') };
  await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
  return { userId: row.userId, issued: await insertToken(tx, row.userId, row.familyId, row.familyExpiresAt) };
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Closes every session of a user (after a password reset), or every one but `keep` (after a
 * password change, the session that made it stays open).
 */
export async function revokeAllOfUser(db: DbOrTx, userId: number, now: Date, keep?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.familyId, keep) : undefined,
      ),
    );
}
