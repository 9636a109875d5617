import type { MovementRecord } from '@boxbook/domain';
import { STAFF } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { movementRecords } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { selectRecords } from './record-rows';

/**
 * A user's records (the caller's own when no user is named), optionally of one movement or only
 * the personal bests. Members read their own; trainers and admins anyone's.
 */
export function findMovementRecords(
  db: DbOrTx,
  by: AccessClaims,
  filters: { user?: number | undefined; movement?: number | undefined; isRm?: boolean | undefined },
): Promise<MovementRecord[]> {
  const userId = filters.user ?? by.userId;
  assertSelfOr(by, userId, ...STAFF);
  return selectRecords(
    db,
    eq(movementRecords.userId, userId),
    filters.movement ? eq(movementRecords.movementId, filters.movement) : undefined,
    filters.isRm === undefined ? undefined : eq(movementRecords.rm, filters.isRm),
  );
}

export async function findMovementRecord(db: DbOrTx, by: AccessClaims, id: number): Promise<MovementRecord> {
  const [record] = await selectRecords(db, eq(movementRecords.id, id));
  if (!record) throw notFound('Movement record');
  assertSelfOr(by, record.user, ...STAFF);
  return record;
}
