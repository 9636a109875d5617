import type { Movement, MovementUnit } from '@boxbook/domain';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { movements } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

/** `%` and `_` typed in a search are letters, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Movements by name, filtered by whether they have a 1RM, by unit and by a piece of the name.
 * Disabled ones are left out unless `all` (staff keeping the list).
 */
export function findMovements(
  db: DbOrTx,
  filters: {
    hasRm?: boolean | undefined;
    unit?: MovementUnit | undefined;
    name?: string | undefined;
    all?: boolean | undefined;
  },
): Promise<Movement[]> {
  return db
    .select()
    .from(movements)
    .where(
      and(
        filters.hasRm === undefined ? undefined : eq(movements.hasRm, filters.hasRm),
        filters.unit ? eq(movements.unit, filters.unit) : undefined,
        filters.name ? ilike(movements.name, likeText(filters.name)) : undefined,
        filters.all ? undefined : eq(movements.enabled, true),
      ),
    )
    .orderBy(asc(movements.name));
}

export async function findMovement(db: DbOrTx, id: number): Promise<Movement> {
  const [row] = await db.select().from(movements).where(eq(movements.id, id));
  if (!row) throw notFound('Movement');
  return row;
}
