import type { AuditEntry } from '@boxbook/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { auditLog, users } from '../../infra/db/schema';

export const AUDIT_PAGE_SIZE = 50;

/** The audit entries, newest first, of one member or of the whole box. */
export async function findAudit(db: Db, { userId, page }: { userId?: number | undefined; page: number }) {
  const where = userId === undefined ? undefined : eq(auditLog.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, byName: users.name, bySurname: users.surname })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.byUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(page * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  const content: AuditEntry[] = rows.map(({ entry, byName, bySurname }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    by:
      entry.byUserId === null
        ? null
        : { id: entry.byUserId, name: `${byName ?? ''} ${bySurname ?? ''}`.trim() },
    action: entry.action,
    userId: entry.userId,
    before: entry.before,
    after: entry.after,
  }));
  return {
    totalPages: Math.ceil(totalElements / AUDIT_PAGE_SIZE),
    totalElements,
    empty: content.length === 0,
    number: page,
    content,
  };
}
