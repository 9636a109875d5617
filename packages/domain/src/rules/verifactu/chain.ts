import { type BillingRecordFields, fingerprintOf } from './fingerprint';

/** A billing record as kept: its fields and the fingerprint written into it when it was made. */
export type StoredBillingRecord = BillingRecordFields & { fingerprint: string };

/** A record with its fingerprint computed, ready to keep; the next record names that fingerprint. */
export const sealRecord = (record: BillingRecordFields): StoredBillingRecord => ({
  ...record,
  fingerprint: fingerprintOf(record),
});

export type BrokenLink =
  /** The record's own fingerprint is not the one its fields give: the record was changed. */
  | { index: number; reason: 'fingerprint' }
  /** The record does not name the fingerprint of the record before it: one was removed, inserted or reordered. */
  | { index: number; reason: 'link' };

/**
 * Walks a chain of billing records, oldest first, and reports the first broken link, or null when
 * every record is intact and names the one before it. Altas and anulaciones share one chain, as
 * the AEAT's record design asks ("sea de alta o de anulación"). `before` is the fingerprint the
 * first record must name: null when the list starts at the chain's first record, or the last
 * fingerprint already checked when it continues one.
 */
export function firstBrokenLink(
  records: readonly StoredBillingRecord[],
  before: string | null = null,
): BrokenLink | null {
  let expectedPrevious = before;
  for (const [index, record] of records.entries()) {
    if (record.previousFingerprint !== expectedPrevious) return { index, reason: 'link' };
    if (fingerprintOf(record) !== record.fingerprint) return { index, reason: 'fingerprint' };
    expectedPrevious = record.fingerprint;
  }
  return null;
}

/** The AEAT's tolerance between the last record's time and the clock of the next one. */
const ONE_MINUTE_MS = 60_000;

/**
 * Orden HAC/1177/2024 art. 7.i: before generating a record, the software checks that the last
 * record was not generated more than one minute after the time it is about to write. True when
 * the clock is that far behind the chain (a clock put back, a server with the wrong time): the
 * caller must not chain a new record until that is resolved.
 */
export function clockBehindChain(lastGeneratedAt: string, now: Date): boolean {
  const last = Date.parse(lastGeneratedAt);
  if (Number.isNaN(last)) throw new RangeError(`clockBehindChain: ${lastGeneratedAt} is not a date-time`);
  return last - now.getTime() > ONE_MINUTE_MS;
}
