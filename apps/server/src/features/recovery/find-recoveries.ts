import { gymDateOf, isoWeekOf, type Recovery } from '@boxbook/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { recoveries } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { toRecovery } from './recovery-rows';

/** The recovery of the ISO week an instant falls in at the box (its zone decides the week). */
export async function findRecoveryAt(
  db: DbOrTx,
  { instant, timeZone }: { instant: Date; timeZone: string },
): Promise<Recovery | null> {
  const { year, week } = isoWeekOf(gymDateOf(instant, timeZone));
  const [row] = await db
    .select()
    .from(recoveries)
    .where(and(eq(recoveries.year, year), eq(recoveries.week, week)));
  return row ? toRecovery(row) : null;
}

export async function findRecovery(db: DbOrTx, id: number): Promise<Recovery> {
  const [row] = await db.select().from(recoveries).where(eq(recoveries.id, id));
  if (!row) throw notFound('Recovery');
  return toRecovery(row);
}

/** Newest week first. */
export async function findRecoveries(db: DbOrTx, { page, size }: { page: number; size: number }) {
  const [total] = await db.select({ n: count() }).from(recoveries);
  const rows = await db
    .select()
    .from(recoveries)
    .orderBy(desc(recoveries.year), desc(recoveries.week))
    .limit(size)
    .offset(page * size);
  const totalElements = total?.n ?? 0;
  return {
    totalPages: Math.ceil(totalElements / size),
    totalElements,
    empty: rows.length === 0,
    number: page,
    content: rows.map(toRecovery),
  };
}
