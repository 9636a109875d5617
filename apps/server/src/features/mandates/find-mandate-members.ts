import type { MandateMember, MandateState } from '@boxbook/domain';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { plans, sepaMandates, users } from '../../infra/db/schema';
import { collectedMandates, latestMandates, toMandate } from './mandate-rows';

export const MANDATE_PAGE_SIZE = 50;

const hasActive = sql`exists (select 1 from ${sepaMandates} m where m.user_id = ${users.id} and m.revoked_at is null)`;
const hasAny = sql`exists (select 1 from ${sepaMandates} m where m.user_id = ${users.id})`;
const STATE_FILTER: Record<MandateState, SQL> = {
  ACTIVE: hasActive,
  REVOKED: sql`(${hasAny} and not ${hasActive})`,
  NONE: sql`not ${hasAny}`,
};

/** Members by name, each with their plan and mandate (in force, else the last one), a page at a time. */
export async function findMandateMembers(
  db: DbOrTx,
  query: { name?: string | undefined; state?: MandateState | undefined; page: number },
) {
  const text = (query.name ?? '').replace(/[%_\\]/g, (c) => `\\${c}`);
  const where = and(
    text ? ilike(sql`${users.name} || ' ' || ${users.surname}`, `%${text}%`) : undefined,
    query.state ? STATE_FILTER[query.state] : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, plan: plans })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(where)
    .orderBy(asc(users.name), asc(users.surname), asc(users.id))
    .limit(MANDATE_PAGE_SIZE)
    .offset(query.page * MANDATE_PAGE_SIZE);
  const mandates = await latestMandates(
    db,
    rows.map((r) => r.user.id),
  );
  const collected = await collectedMandates(
    db,
    [...mandates.values()].map((m) => m.id),
  );
  const content: MandateMember[] = rows.map(({ user, plan }) => {
    const mandate = mandates.get(user.id);
    return {
      id: user.id,
      name: user.name,
      surname: user.surname,
      status: user.status,
      plan: plan && { id: plan.id, key: plan.key, name: plan.name, nameCa: plan.nameCa, nameEs: plan.nameEs },
      state: !mandate ? 'NONE' : mandate.revokedAt ? 'REVOKED' : 'ACTIVE',
      mandate: mandate ? toMandate(mandate, collected.has(mandate.id)) : null,
    };
  });
  const totalElements = total?.n ?? 0;
  return {
    totalPages: Math.ceil(totalElements / MANDATE_PAGE_SIZE),
    totalElements,
    empty: content.length === 0,
    number: query.page,
    content,
  };
}
