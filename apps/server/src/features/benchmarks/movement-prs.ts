import { type MovementPr, markNewBests } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { movementRecords, movements, scoreSettings, users } from '../../infra/db/schema';
import { boardName } from '../scores/find-whiteboard';

/**
 * New personal bests on movements for the PR feeds, read from the members' lift records as the
 * benchmarks' are from scores (nothing stored): one member's, or those of the members on the
 * whiteboard. The tables are read directly since the feed only reads them (docs/decisions.md).
 */
export async function findMovementPrs(
  db: DbOrTx,
  { userId, whiteboardOnly }: { userId?: number | undefined; whiteboardOnly?: boolean | undefined },
): Promise<MovementPr[]> {
  const rows = await db
    .select({
      id: movementRecords.id,
      when: movementRecords.when,
      value: movementRecords.value,
      user: { id: users.id, name: users.name, surname: users.surname },
      movement: { id: movements.id, name: movements.name, unit: movements.unit },
    })
    .from(movementRecords)
    .innerJoin(movements, eq(movements.id, movementRecords.movementId))
    .innerJoin(users, eq(users.id, movementRecords.userId))
    .leftJoin(scoreSettings, eq(scoreSettings.userId, movementRecords.userId))
    .where(
      and(
        userId ? eq(movementRecords.userId, userId) : undefined,
        whiteboardOnly ? eq(scoreSettings.showOnWhiteboard, true) : undefined,
      ),
    );
  const series = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.user.id}:${row.movement.id}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const prs: MovementPr[] = [];
  for (const list of series.values())
    for (const entry of markNewBests(list))
      if (entry.pr && entry.previous !== null)
        prs.push({
          kind: 'movement',
          recordId: entry.id,
          when: entry.when,
          user: { id: entry.user.id, name: boardName(entry.user.name, entry.user.surname) },
          movement: entry.movement,
          value: entry.value,
          previous: entry.previous,
        });
  return prs;
}
