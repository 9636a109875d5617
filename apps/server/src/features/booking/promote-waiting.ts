import type { Tx } from '../../infra/db/client';
import type { ActivityRow, ClassRow } from '../../infra/db/schema';
import { creditSourceFor } from '../credits/credit-moves';
import { takeFreePlace } from './class-user-writes';
import { type Booker, lockNextWaiting } from './lock-booker';
import { forgetBooker } from './read-ahead';

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
 * skipped. Callers only call this outside the cancellation window (see docs/product.md, Waiting
 * list and promotion). Each candidate costs three statements (lockNextWaiting's lock and read, then
 * their place with its credit and the push that tells them), one when a batch read the list ahead
 * (read-ahead.ts).
 */
export async function promoteWaiting(tx: Tx, freed: Freed): Promise<number[]> {
  const promoted: number[] = [];
  // Candidates skipped stay waiting, ahead of the next one.
  for (let skipped = 0, full = false; !full; ) {
    const candidate = await lockNextWaiting(tx, freed, skipped);
    if (!candidate || candidate.inCount >= freed.cls.maxPeople) break;
    const outcome = await promote(tx, candidate, freed);
    if (outcome === 'moved in') {
      promoted.push(candidate.user.id);
      full = candidate.inCount + 1 >= freed.cls.maxPeople;
    } else if (outcome === 'passed over') skipped++;
    // 'gone': no longer on the list, so the next one already has their rank.
  }
  return promoted;
}

async function promote(
  tx: Tx,
  candidate: Booker,
  freed: Freed,
): Promise<'moved in' | 'passed over' | 'gone'> {
  const { cls, activity } = freed;
  if (!candidate.mine || candidate.user.status === 'INACTIVE') return 'passed over';
  if (activity.singleBook && candidate.holdsPlaceThatDay) return 'passed over';
  const creditSource = creditSourceFor(candidate, cls, activity.creditType, candidate.planUsed);
  if (!creditSource) return 'passed over';
  const userId = candidate.user.id;
  const place = { by: freed.by, cls, activity, userId, creditSource };
  const push = { userId, kind: 'promoted', params: { classId: cls.id } } as const;
  if (await takeFreePlace(tx, { ...place, classUserId: candidate.mine.id, push })) return 'moved in';
  forgetBooker(tx, userId);
  return 'gone';
}
