import type { MovementRecord } from '@boxbook/domain';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { movementRecords, movements } from '../../infra/db/schema';

/** Records with their movement, oldest first (the order a progress chart reads them in). */
export async function selectRecords(db: DbOrTx, ...where: (SQL | undefined)[]): Promise<MovementRecord[]> {
  const rows = await db
    .select({ record: movementRecords, movement: movements })
    .from(movementRecords)
    .innerJoin(movements, eq(movements.id, movementRecords.movementId))
    .where(and(...where))
    .orderBy(asc(movements.name), asc(movementRecords.when), asc(movementRecords.id));
  return rows.map(({ record, movement }) => ({
    id: record.id,
    user: record.userId,
    movement,
    when: record.when,
    value: record.value,
    rm: record.rm,
  }));
}
