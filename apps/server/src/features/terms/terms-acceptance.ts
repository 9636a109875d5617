import type { MemberTerms } from '@boxbook/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { termsAcceptances, termsVersions } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { currentTerms, currentTermsRow } from './terms-versions';

/**
 * Whether the member accepted the terms in force (true while the box has published none). The one
 * question the booking and the door ask (docs/product.md, Terms).
 */
export async function hasAcceptedCurrentTerms(db: DbOrTx, userId: number): Promise<boolean> {
  const current = await currentTermsRow(db);
  if (!current) return true;
  const [row] = await db
    .select({ userId: termsAcceptances.userId })
    .from(termsAcceptances)
    .where(and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.versionId, current.id)));
  return row !== undefined;
}

/** Refuses with `terms_not_accepted` a member who has not accepted the terms in force. */
export async function assertAcceptedCurrentTerms(db: DbOrTx, userId: number): Promise<void> {
  if (!(await hasAcceptedCurrentTerms(db, userId)))
    throw new AppError('terms_not_accepted', 'Accept the box’s current terms before booking');
}

/**
 * Records that the member accepted a version: only the one in force (`terms_outdated` for an older
 * one, shown before an admin published a new one). Accepting it again changes nothing.
 */
export async function acceptTerms(
  tx: Tx,
  { userId, versionId, now }: { userId: number; versionId: number; now: Date },
): Promise<void> {
  const current = await currentTermsRow(tx);
  if (!current || current.id !== versionId)
    throw new AppError('terms_outdated', 'These terms are not the current ones; read the current ones', {
      field: 'versionId',
    });
  await tx.insert(termsAcceptances).values({ userId, versionId, acceptedAt: now }).onConflictDoNothing();
}

/** The member's acceptances, newest first. */
export async function acceptancesOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      version: termsVersions.version,
      versionId: termsVersions.id,
      acceptedAt: termsAcceptances.acceptedAt,
    })
    .from(termsAcceptances)
    .innerJoin(termsVersions, eq(termsVersions.id, termsAcceptances.versionId))
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(desc(termsVersions.version));
  return rows.map((r) => ({ ...r, acceptedAt: r.acceptedAt.toISOString() }));
}

/** What the member's screens need: the current terms, and whether they accepted them. */
export async function findMemberTerms(db: DbOrTx, userId: number): Promise<MemberTerms> {
  const current = await currentTerms(db);
  const acceptances = await acceptancesOf(db, userId);
  return {
    current,
    accepted: !current || acceptances.some((a) => a.versionId === current.id),
    acceptances,
  };
}
