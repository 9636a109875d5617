import { randomUUID } from 'node:crypto';
import { mondayOfIsoWeek, type Recovery, type WorkoutBlockInput, withBlockIds } from '@boxbook/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { recoveries } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { isUniqueViolation } from '../wod/db-errors';
import { toRecovery } from './recovery-rows';

interface RecoveryFields {
  year: number;
  week: number;
  wbs: WorkoutBlockInput[];
}

const newBlockId = () => randomUUID().slice(0, 8);

/** The week's Monday; week 53 exists only in some years. */
function mondayOf(year: number, week: number): string {
  const monday = mondayOfIsoWeek(year, week);
  if (!monday) throw new AppError('validation', `week: ${year} has no ISO week ${week}`, { field: 'week' });
  return monday;
}

const taken = (year: number, week: number) =>
  new AppError('recovery_exists', `Week ${year}-W${week} has a recovery already`, {
    field: 'week',
    params: { year, week },
  });

/** One recovery per ISO week; `when` is the week's Monday. */
export async function createRecovery(tx: Tx, { year, week, wbs }: RecoveryFields): Promise<Recovery> {
  const [row] = await tx
    .insert(recoveries)
    .values({ year, week, when: mondayOf(year, week), wbs: withBlockIds(wbs, newBlockId) })
    .onConflictDoNothing({ target: [recoveries.year, recoveries.week] })
    .returning();
  if (!row) throw taken(year, week);
  return toRecovery(row);
}

export async function updateRecovery(
  tx: Tx,
  { id, year, week, wbs }: RecoveryFields & { id: number },
): Promise<Recovery> {
  const when = mondayOf(year, week);
  const [clash] = await tx
    .select({ id: recoveries.id })
    .from(recoveries)
    .where(and(eq(recoveries.year, year), eq(recoveries.week, week), ne(recoveries.id, id)));
  if (clash) throw taken(year, week);
  const row = await tx
    .update(recoveries)
    .set({ year, week, when, wbs: withBlockIds(wbs, newBlockId) })
    .where(eq(recoveries.id, id))
    .returning()
    .then((rows) => rows[0])
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken(year, week) : error;
    });
  if (!row) throw notFound('Recovery');
  return toRecovery(row);
}

export async function deleteRecovery(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.delete(recoveries).where(eq(recoveries.id, id)).returning({ id: recoveries.id });
  if (!row) throw notFound('Recovery');
}
