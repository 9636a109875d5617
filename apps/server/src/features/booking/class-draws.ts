import type { ClassView } from '@boxbook/domain';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { draws } from '../../infra/db/schema';

export type ClassDraw = NonNullable<ClassView['draw']>;

/**
 * The draws to come or collecting of these classes (docs/product.md, The booking draw): until
 * when, and who entered and has not left, by request. Drawn ones are left out: the class's own
 * places and waiting list tell their result. One statement; none of the classes without a draw
 * costs more than an index look-up.
 */
export async function findClassDraws(db: DbOrTx, classIds: number[]): Promise<Map<number, ClassDraw>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({
      classId: draws.classId,
      endsAt: draws.endsAt,
      // Written out: Drizzle leaves the columns of a one-table select unqualified, which the
      // subquery would take as its own (every class's entrants in every class).
      entrants: sql<number[]>`coalesce((
        select array_agg(e.user_id order by e.requested_at, e.user_id) from draw_entries e
        where e.class_id = draws.class_id and e.left_at is null), '{}')`,
    })
    .from(draws)
    .where(and(inArray(draws.classId, classIds), isNull(draws.drawnAt)));
  return new Map(
    rows.map((row) => [
      row.classId,
      { endsAt: new Date(row.endsAt).toISOString(), entrants: row.entrants.map(Number) },
    ]),
  );
}
