import type { Page, User } from '@boxbook/domain';
import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { plans, users } from '../../infra/db/schema';
import { toUser } from './find-user';

/**
 * Members whose name contains the text, a page at a time. Admins also find them by
 * DNI/NIE or e-mail; a trainer's search must not tell whether a DNI belongs to a member.
 */
export async function searchUsers(
  db: DbOrTx,
  query: { name: string; page: number; size: number; byPersonalData: boolean },
  today: string,
): Promise<Page<User>> {
  const text = query.name.trim().replace(/[%_\\]/g, (c) => `\\${c}`);
  const byName = ilike(sql`${users.name} || ' ' || ${users.surname}`, `%${text}%`);
  const where = !text
    ? undefined
    : query.byPersonalData
      ? or(byName, ilike(users.cin, `%${text}%`), ilike(users.email, `%${text}%`))
      : byName;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(where)
    .orderBy(asc(users.name), asc(users.surname), asc(users.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const content = await Promise.all(rows.map((r) => toUser(db, r.users, r.plans, today)));
  const totalElements = total?.n ?? 0;
  return {
    totalPages: Math.ceil(totalElements / query.size),
    totalElements,
    empty: content.length === 0,
    number: query.page,
    content,
  };
}
