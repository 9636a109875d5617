import { parseMovementValue, type ScoreKind, type ScoreResult, scoreResultSchema } from '@boxbook/domain';

export type ScoreField = 'minutes' | 'seconds' | 'rounds' | 'reps' | 'load' | 'calories';
export type ScoreFields = Partial<Record<ScoreField, string>>;

/** The fields each kind of block asks for, in the order they are shown. */
export const SCORE_FIELDS: Record<ScoreKind, readonly ScoreField[]> = {
  time: ['minutes', 'seconds'],
  rounds_reps: ['rounds', 'reps'],
  load: ['load'],
  reps: ['reps'],
  calories: ['calories'],
};

/** A whole number as typed: digits only ("1e3", "0x10", "-2" and "1,5" are not); a blank field is `blank`. */
function whole(text: string | undefined, blank: number): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return blank;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function candidateOf(kind: ScoreKind, fields: ScoreFields): unknown {
  switch (kind) {
    case 'time': {
      const seconds = whole(fields.seconds, 0);
      // 9 min 75 s is a typo, not 10:15.
      if (seconds > 59) return null;
      return { kind, seconds: whole(fields.minutes, 0) * 60 + seconds };
    }
    case 'rounds_reps':
      return { kind, rounds: whole(fields.rounds, 0), reps: whole(fields.reps, 0) };
    case 'load':
      // Like a lift: a decimal comma is a point, two decimals are kept (see docs/product.md,
      // Movements and personal bests).
      return { kind, load: parseMovementValue(fields.load ?? '') };
    case 'reps':
      return { kind, reps: whole(fields.reps, Number.NaN) };
    case 'calories':
      return { kind, calories: whole(fields.calories, Number.NaN) };
  }
}

/**
 * The result the fields make, or null while they do not make one the server takes: the shared
 * schema decides (above zero, whole numbers, two decimals for a load, the upper bounds).
 */
export function resultOf(kind: ScoreKind, fields: ScoreFields): ScoreResult | null {
  const parsed = scoreResultSchema.safeParse(candidateOf(kind, fields));
  return parsed.success && parsed.data.kind === kind ? parsed.data : null;
}

/** The fields that show a stored result again, for correcting it. */
export function fieldsOf(result: ScoreResult | undefined): ScoreFields {
  if (!result) return {};
  switch (result.kind) {
    case 'time':
      return { minutes: String(Math.floor(result.seconds / 60)), seconds: String(result.seconds % 60) };
    case 'rounds_reps':
      return { rounds: String(result.rounds), reps: String(result.reps) };
    case 'load':
      // Shown with the decimal comma of Catalan and Spanish, which resultOf reads back.
      return { load: String(result.load).replace('.', ',') };
    case 'reps':
      return { reps: String(result.reps) };
    case 'calories':
      return { calories: String(result.calories) };
  }
}
