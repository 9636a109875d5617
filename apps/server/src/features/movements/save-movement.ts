import type { Movement, MovementUnit } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { movements } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { isUniqueViolation } from '../wod/db-errors';

interface MovementFields {
  name: string;
  abbreviation: string;
  unit: MovementUnit;
  hasRm: boolean;
  enabled: boolean;
}

const nameTaken = (name: string) =>
  new AppError('movement_exists', `A movement is called ${name} already`, { field: 'name' });

/** The savepoint keeps the caller's transaction usable when the name is taken. */
async function guardName<T>(tx: Tx, name: string, write: (inner: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write);
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

export function createMovement(tx: Tx, fields: MovementFields): Promise<Movement> {
  return guardName(tx, fields.name, async (inner) => {
    const [row] = await inner.insert(movements).values(fields).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

export function updateMovement(
  tx: Tx,
  { id, ...fields }: MovementFields & { id: number },
): Promise<Movement> {
  return guardName(tx, fields.name, async (inner) => {
    const [row] = await inner.update(movements).set(fields).where(eq(movements.id, id)).returning();
    if (!row) throw notFound('Movement');
    return row;
  });
}
