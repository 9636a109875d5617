import type { OpenAgeGroup, OpenResult } from '../schemas/open-event';
import { ageOn } from './household';

/** The youngest age that may enter (the Open's teen group starts at 14). */
export const OPEN_MIN_AGE = 14;

/**
 * The age group of an athlete born on `birth` for an event starting on `startsOn` (the age on
 * the first day counts for the whole event); null under OPEN_MIN_AGE.
 */
export function ageGroupFor(birth: string, startsOn: string): OpenAgeGroup | null {
  const age = ageOn(birth, startsOn);
  if (age < OPEN_MIN_AGE) return null;
  if (age <= 17) return '14-17';
  if (age <= 34) return '18-34';
  if (age <= 44) return '35-44';
  if (age <= 54) return '45-54';
  return '55+';
}

/**
 * How far a result goes, higher is better, compared item by item: a finished time beats any
 * capped result (first item), a shorter time is better, and capped results go by reps.
 */
function merit(result: OpenResult): number[] {
  switch (result.kind) {
    case 'time':
      return [1, -result.seconds];
    case 'capped':
      return [0, result.reps];
    case 'reps':
      return [result.reps];
    case 'rounds_reps':
      return [result.rounds, result.reps];
    case 'load':
      return [Math.round(result.load * 100)];
  }
}

/** Negative when `a` is better. */
function compareMerit(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export interface OpenEntry {
  userId: number;
  result: OpenResult;
  tiebreakSeconds: number | null;
}

/** A given tiebreak time beats none, a shorter one beats a longer one. */
function compareTiebreak(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/**
 * One workout's validated scores in one division, best first: equal results share a rank
 * (1, 2, 2, 4), and the tiebreak time breaks a tie where the workout has one.
 */
export function rankWorkout<T extends OpenEntry>(entries: readonly T[], hasTiebreak: boolean) {
  const compare = (a: T, b: T) =>
    compareMerit(merit(a.result), merit(b.result)) ||
    (hasTiebreak ? compareTiebreak(a.tiebreakSeconds, b.tiebreakSeconds) : 0);
  const sorted = [...entries].sort(compare);
  let rank = 0;
  return sorted.map((entry, i) => {
    const previous = sorted[i - 1];
    if (!previous || compare(previous, entry) !== 0) rank = i + 1;
    return { ...entry, rank };
  });
}

export interface OpenStanding {
  userId: number;
  rank: number;
  points: number;
  /** Per workout, in the order given: the rank, or null when the athlete has no score there. */
  placings: { workoutId: number; rank: number | null; entry: OpenEntry | null }[];
}

/**
 * The overall standings of one division, as the Open does: each workout's rank is a number of
 * points, an athlete without a validated score in a workout gets (athletes ranked there) + 1,
 * the lowest total wins and equal totals share a rank.
 */
export function rankOverall(
  athletes: readonly number[],
  workouts: readonly { id: number; hasTiebreak: boolean; entries: readonly OpenEntry[] }[],
): OpenStanding[] {
  const byWorkout = workouts.map((w) => {
    const ranked = rankWorkout(
      w.entries.filter((e) => athletes.includes(e.userId)),
      w.hasTiebreak,
    );
    return { id: w.id, missing: ranked.length + 1, ranks: new Map(ranked.map((e) => [e.userId, e])) };
  });
  const standings = athletes.map((userId) => {
    const placings = byWorkout.map((w) => {
      const entry = w.ranks.get(userId);
      return { workoutId: w.id, rank: entry?.rank ?? null, entry: entry ?? null };
    });
    const points = byWorkout.reduce((sum, w) => sum + (w.ranks.get(userId)?.rank ?? w.missing), 0);
    return { userId, points, placings };
  });
  standings.sort((a, b) => a.points - b.points || a.userId - b.userId);
  let rank = 0;
  return standings.map((s, i) => {
    if (i === 0 || standings[i - 1]?.points !== s.points) rank = i + 1;
    return { ...s, rank };
  });
}
