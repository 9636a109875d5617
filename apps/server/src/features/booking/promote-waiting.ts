import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classUsers } from '../../infra/db/schema';
import { creditSourceFor } from './credit-moves';
import { type ActivityRow, type ClassRow, lockUser } from './lock-rows';
import { takeFreePlace } from './place-entry';
import { countIn, holdsPlaceThatDay } from './place-queries';

interface Freed {
  cls: ClassRow;
  activity: ActivityRow;
  /** Who freed the place, for the ledger. */
  by: number;
}

/**
 * Fills free places from the waiting list, first come first served (joined_at, id), inside the
 * transaction that freed them and under the class lock. Waiting users who cannot pay (or are
 * inactive, or already hold a place that day in a singleBook activity) stay waiting and are
 * skipped. Callers only call this outside the cancellation window (DESIGN.md 3).
 */
export async function promoteWaiting(tx: Tx, freed: Freed): Promise<number[]> {
  let room = freed.cls.maxPeople - (await countIn(tx, freed.cls.id));
  if (room <= 0) return [];
  const waiting = await tx
    .select({ id: classUsers.id, userId: classUsers.userId })
    .from(classUsers)
    .where(and(eq(classUsers.classId, freed.cls.id), eq(classUsers.status, 'WAIT')))
    .orderBy(asc(classUsers.joinedAt), asc(classUsers.id));
  const promoted: number[] = [];
  for (const candidate of waiting) {
    if (room <= 0) break;
    if (!(await promote(tx, candidate, freed))) continue;
    promoted.push(candidate.userId);
    room--;
  }
  return promoted;
}

async function promote(tx: Tx, candidate: { id: number; userId: number }, freed: Freed): Promise<boolean> {
  const { cls, activity } = freed;
  const payer = await lockUser(tx, candidate.userId);
  if (payer.user.status === 'INACTIVE') return false;
  if (activity.singleBook && (await holdsPlaceThatDay(tx, candidate.userId, cls))) return false;
  const creditSource = await creditSourceFor(tx, payer, cls, activity.creditType);
  if (!creditSource) return false;
  const place = { by: freed.by, cls, activity, userId: candidate.userId, creditSource };
  return (await takeFreePlace(tx, { ...place, classUserId: candidate.id })) !== null;
}
