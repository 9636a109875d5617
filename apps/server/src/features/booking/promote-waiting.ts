import type { Tx } from '../../infra/db/client';
import type { ActivityRow, ClassRow } from '../../infra/db/schema';
import { creditSourceFor } from '../credits/credit-moves';
import { takeFreePlace } from './class-user-writes';
import { type Booker, lockNextWaiting } from './lock-booker';

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
 * skipped. Callers only call this outside the cancellation window (DESIGN.md 3). Each candidate
 * costs two statements: the next one locked with what the rules read (the IN count included),
 * then their place with its credit and the push that tells them.
 */
export async function promoteWaiting(tx: Tx, freed: Freed): Promise<number[]> {
  const promoted: number[] = [];
  // Candidates skipped stay waiting, ahead of the next one.
  for (let skipped = 0, full = false; !full; ) {
    const candidate = await lockNextWaiting(tx, freed, skipped);
    if (!candidate || candidate.inCount >= freed.cls.maxPeople) break;
    if (await promote(tx, candidate, freed)) {
      promoted.push(candidate.user.id);
      full = candidate.inCount + 1 >= freed.cls.maxPeople;
    } else skipped++;
  }
  return promoted;
}

async function promote(tx: Tx, candidate: Booker, freed: Freed): Promise<boolean> {
  const { cls, activity } = freed;
  if (!candidate.mine || candidate.user.status === 'INACTIVE') return false;
  if (activity.singleBook && candidate.holdsPlaceThatDay) return false;
  const creditSource = creditSourceFor(candidate, cls, activity.creditType, candidate.planUsed);
  if (!creditSource) return false;
  const userId = candidate.user.id;
  const place = { by: freed.by, cls, activity, userId, creditSource };
  const push = { userId, kind: 'promoted', params: { classId: cls.id } } as const;
  return (await takeFreePlace(tx, { ...place, classUserId: candidate.mine.id, push })) !== null;
}
