export interface RecordValue {
  id: number;
  /** YYYY-MM-DD */
  when: string;
  value: number;
}

/**
 * The record that is a user's personal best (RM) for one movement: the highest value; on a tie
 * the day it was first reached, since repeating a best is not a new one. Null without records.
 */
export function personalBestOf(records: readonly RecordValue[]): RecordValue | null {
  let best: RecordValue | null = null;
  for (const record of records) {
    if (
      !best ||
      record.value > best.value ||
      (record.value === best.value &&
        (record.when < best.when || (record.when === best.when && record.id < best.id)))
    )
      best = record;
  }
  return best;
}

/**
 * A day holds one value per movement, so saving a lower one on a day that has a value would lose
 * the higher: the member is asked first (the API needs `replace`). A higher value replaces it
 * without asking, since nothing better is lost.
 */
export const lowersDayRecord = (dayValue: number | null, value: number): boolean =>
  dayValue !== null && value < dayValue;

export type MarkedBest<T> = T & { pr: boolean; previous: number | null };

/**
 * Walks one member's records of one movement day by day and marks each day's value that is
 * above every earlier value: a new personal best for the PR feed. As with benchmarks, the first
 * value ever sets the best and is not a record, nor is one equal to the best. Oldest first.
 */
export function markNewBests<T extends RecordValue>(records: readonly T[]): MarkedBest<T>[] {
  const ordered = [...records].sort((a, b) => a.when.localeCompare(b.when) || a.id - b.id);
  let best: number | null = null;
  return ordered.map((record) => {
    const previous = best;
    if (best === null || record.value > best) best = record.value;
    return { ...record, pr: previous !== null && record.value > previous, previous };
  });
}
