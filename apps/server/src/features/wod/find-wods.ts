import type { Wod } from '@boxbook/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { wods } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { toWod } from './wod-rows';

/** The WOD of a date, or null: a day without one is normal, not an error. */
export async function findWodOfDate(db: DbOrTx, date: string): Promise<Wod | null> {
  const [row] = await db.select().from(wods).where(eq(wods.when, date));
  return row ? toWod(row) : null;
}

export async function findWod(db: DbOrTx, id: number): Promise<Wod> {
  const [row] = await db.select().from(wods).where(eq(wods.id, id));
  if (!row) throw notFound('WOD');
  return toWod(row);
}

/** Newest first: the designer copies a recent WOD and the list pages back in time. */
export async function findWods(db: DbOrTx, { page, size }: { page: number; size: number }) {
  const [total] = await db.select({ n: count() }).from(wods);
  const rows = await db
    .select()
    .from(wods)
    .orderBy(desc(wods.when))
    .limit(size)
    .offset(page * size);
  const totalElements = total?.n ?? 0;
  return {
    totalPages: Math.ceil(totalElements / size),
    totalElements,
    empty: rows.length === 0,
    number: page,
    content: rows.map(toWod),
  };
}
