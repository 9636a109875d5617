import { promotionFor } from '@boxbook/domain';
import type { ClassBatch } from './class-batch';
import { factsOf } from './lock-booker';

/**
 * Fills free places from the waiting list, first come first served (joined_at, id), inside the
 * unit of work that freed them and under the class lock: the domain's nextToPromote, walked one
 * locked member at a time (promotionFor says whether each is moved in, and how).
 * Waiting members who cannot pay (or are inactive, or already hold a place that day in a
 * singleBook activity) stay waiting and are skipped. Callers only call this outside the
 * cancellation window (see docs/product.md, Waiting list and promotion). Each candidate costs
 * three statements (their lock and read, then their place with its credit and the push that tells
 * them), one when the batch read the list ahead. Answers who was moved in, by their ids.
 */
export async function promoteWaiting(batch: ClassBatch, { by }: { by: number }): Promise<number[]> {
  const promoted: number[] = [];
  // Candidates skipped stay waiting, ahead of the next one.
  for (let skipped = 0, full = false; !full; ) {
    const candidate = await batch.nextWaiting(skipped);
    if (!candidate || candidate.inCount >= batch.cls.maxPeople) break;
    const facts = factsOf(candidate, batch.locked);
    const promotion = promotionFor(facts.member, facts.cls);
    if (!promotion) skipped++;
    else if (await batch.promote(candidate, promotion, { by })) {
      promoted.push(candidate.user.id);
      full = candidate.inCount + 1 >= batch.cls.maxPeople;
    }
    // Gone (no longer on the list): the next one already has their rank.
  }
  return promoted;
}
