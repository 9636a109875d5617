import type { PublishTerms, TermsVersion } from '@boxbook/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { type TermsVersionRow, termsVersions, users } from '../../infra/db/schema';
import { recordAudit } from '../audit/record-audit';

/** Any constant: two admins publishing at once get versions n and n+1, never two n. */
const PUBLISH_LOCK_ID = 7_270_029;

const versionOf = (row: TermsVersionRow, by: { name: string; surname: string } | null): TermsVersion => ({
  id: row.id,
  version: row.version,
  bodyCa: row.bodyCa,
  bodyEs: row.bodyEs,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy:
    row.publishedBy === null || !by ? null : { id: row.publishedBy, name: `${by.name} ${by.surname}`.trim() },
});

/** Every published version, newest first: the current one and those before it stay readable. */
export async function listTermsVersions(db: DbOrTx): Promise<TermsVersion[]> {
  const rows = await db
    .select({ row: termsVersions, name: users.name, surname: users.surname })
    .from(termsVersions)
    .leftJoin(users, eq(users.id, termsVersions.publishedBy))
    .orderBy(desc(termsVersions.version));
  return rows.map(({ row, name, surname }) =>
    versionOf(row, name === null ? null : { name, surname: surname ?? '' }),
  );
}

/** The version in force (the highest), or null while the box has published none. */
export async function currentTermsRow(db: DbOrTx): Promise<TermsVersionRow | null> {
  const [row] = await db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  return row ?? null;
}

export async function currentTerms(db: DbOrTx): Promise<TermsVersion | null> {
  return (await listTermsVersions(db))[0] ?? null;
}

/**
 * Publishes a new version of the terms, in force at once: every member accepts it before their next
 * booking (docs/product.md, Terms). Versions are never edited, so an acceptance always names the
 * text the member read.
 */
export async function publishTerms(
  tx: UnitOfWork,
  { by, input, now }: { by: number; input: PublishTerms; now: Date },
): Promise<TermsVersion> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_ID})`);
  const previous = await currentTermsRow(tx);
  const [row] = await tx
    .insert(termsVersions)
    .values({
      version: (previous?.version ?? 0) + 1,
      bodyCa: input.bodyCa,
      bodyEs: input.bodyEs,
      publishedBy: by,
      publishedAt: now,
    })
    .returning();
  if (!row) throw new Error('terms version not saved');
  await recordAudit(tx, { by, action: 'terms.publish', after: { version: row.version } });
  const [author] = await tx
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, by));
  return versionOf(row, author ?? null);
}
