import type { AuditAction } from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import { auditLog } from '../../infra/db/schema';

/**
 * Writes an audit entry inside the transaction of the change it records, so an entry exists
 * exactly when the change committed. `by` is null for the box itself (a job). `before` and
 * `after` hold only the fields the change touched.
 */
export async function recordAudit(
  tx: Tx,
  entry: {
    by: number | null;
    action: AuditAction;
    userId?: number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    byUserId: entry.by,
    action: entry.action,
    userId: entry.userId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The fields of `after` whose value differs from `before`'s, as a pair of small objects. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | null {
  const keys = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(after[key]) !== JSON.stringify(before[key]),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}
