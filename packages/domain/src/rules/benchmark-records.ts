import type { Division, ScoreResult } from '../schemas/score';
import { compareScores } from './whiteboard';

export interface DatedScore {
  id: number;
  /** The WOD's date, YYYY-MM-DD. */
  when: string;
  division: Division;
  result: ScoreResult;
}

export type MarkedScore<T> = T & { pr: boolean; previous: DatedScore | null };

/**
 * Walks a member's results on one benchmark in the order they happened (WOD date, then id) and
 * marks each that beat the best before it. Better is the whiteboard's order (rankScores): any Rx
 * result before any Scaled one, then a shorter time or more rounds, reps or load, so a Scaled
 * result never beats an Rx best. The first result sets the best and is not a record; an equal
 * result is not one either. Results come back oldest first.
 */
export function markRecords<T extends DatedScore>(scores: readonly T[]): MarkedScore<T>[] {
  const ordered = [...scores].sort((a, b) => a.when.localeCompare(b.when) || a.id - b.id);
  let best: T | null = null;
  return ordered.map((score) => {
    const previous = best;
    const pr = previous !== null && compareScores(score, previous) < 0;
    if (!best || compareScores(score, best) < 0) best = score;
    return { ...score, pr, previous };
  });
}

/** The best result (the earliest of equal ones), or null without results. */
export function bestScoreOf<T extends DatedScore>(scores: readonly T[]): T | null {
  let best: T | null = null;
  for (const score of [...scores].sort((a, b) => a.when.localeCompare(b.when) || a.id - b.id))
    if (!best || compareScores(score, best) < 0) best = score;
  return best;
}
