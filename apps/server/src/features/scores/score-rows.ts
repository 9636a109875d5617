import type { Score, ScoreResult } from '@boxbook/domain';
import type { scores } from '../../infra/db/schema';

type ScoreRow = typeof scores.$inferSelect;

/** The result columns of a row, in the shape of its kind (the table's check keeps them consistent). */
export function resultOf(row: ScoreRow): ScoreResult {
  switch (row.kind) {
    case 'time':
      return { kind: 'time', seconds: row.seconds ?? 0 };
    case 'rounds_reps':
      return { kind: 'rounds_reps', rounds: row.rounds ?? 0, reps: row.reps ?? 0 };
    case 'load':
      return { kind: 'load', load: row.load ?? 0 };
    case 'reps':
      return { kind: 'reps', reps: row.reps ?? 0 };
    case 'calories':
      return { kind: 'calories', calories: row.calories ?? 0 };
  }
}

/** A result as columns: the ones of its kind set, every other one null. */
export function columnsOf(result: ScoreResult) {
  const none = { seconds: null, rounds: null, reps: null, load: null, calories: null };
  switch (result.kind) {
    case 'time':
      return { ...none, kind: result.kind, seconds: result.seconds };
    case 'rounds_reps':
      return { ...none, kind: result.kind, rounds: result.rounds, reps: result.reps };
    case 'load':
      return { ...none, kind: result.kind, load: result.load };
    case 'reps':
      return { ...none, kind: result.kind, reps: result.reps };
    case 'calories':
      return { ...none, kind: result.kind, calories: result.calories };
  }
}

export const toScore = (row: ScoreRow, wod: { when: string; blockTitle: string }): Score => ({
  id: row.id,
  userId: row.userId,
  wodId: row.wodId,
  when: wod.when,
  blockId: row.blockId,
  blockTitle: wod.blockTitle,
  benchmarkId: row.benchmarkId,
  division: row.division,
  result: resultOf(row),
  note: row.note,
});
