import type { Division, ScoreResult } from '../schemas/score';

/** How far a result goes, higher is better: a time counts backwards, rounds before reps. */
function merit(result: ScoreResult): number[] {
  switch (result.kind) {
    case 'time':
      return [-result.seconds];
    case 'rounds_reps':
      return [result.rounds, result.reps];
    case 'load':
      return [result.load];
    case 'reps':
      return [result.reps];
    case 'calories':
      return [result.calories];
  }
}

const compareMerit = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
};

const DIVISION_ORDER: Record<Division, number> = { RX: 0, SCALED: 1 };

/** Below 0 when `a` ranks before `b`: Rx before Scaled, then the better result; 0 when equal. */
export const compareScores = (
  a: { division: Division; result: ScoreResult },
  b: { division: Division; result: ScoreResult },
) =>
  DIVISION_ORDER[a.division] - DIVISION_ORDER[b.division] || compareMerit(merit(a.result), merit(b.result));

/**
 * Ranks one block's scores for the whiteboard: every Rx result before any Scaled one, then the
 * best result first; equal results share a rank (1, 1, 3). Ties keep the order they came in.
 */
export function rankScores<T extends { division: Division; result: ScoreResult }>(
  scores: readonly T[],
): (T & { rank: number })[] {
  const compare = compareScores;
  const sorted = [...scores].sort(compare);
  let rank = 0;
  return sorted.map((score, i) => {
    const previous = sorted[i - 1];
    if (!previous || compare(previous, score) !== 0) rank = i + 1;
    return { ...score, rank };
  });
}
