import type { MovementUnit } from '../schemas/movement';

/**
 * What a member types as a movement value becomes a number (see docs/product.md, Movements and
 * personal bests): a comma is a decimal point, anything that is not a number is 0, and the value
 * keeps two decimals.
 */
export function parseMovementValue(text: string): number {
  const value = Number(text.trim().replace(/,/g, '.'));
  if (!Number.isFinite(value)) return 0;
  // Exponent notation rounds 1.005 to 1.01, where 1.005 * 100 would give 100.49999.
  return Number(`${Math.round(Number(`${value}e2`))}e-2`);
}

/**
 * What a member's text is saved as for a movement: repetitions are whole, a load keeps two
 * decimals. `rounded` says the saved value is not what was typed, so the form can say so before
 * saving rather than change a lift silently (102,456 kg is kept as 102,46 kg).
 */
export function movementValueOf(text: string, unit: MovementUnit): { value: number; rounded: boolean } {
  const load = parseMovementValue(text);
  const value = unit === 'reps' ? Math.round(load) : load;
  const typed = Number(text.trim().replace(/,/g, '.'));
  return { value, rounded: Number.isFinite(typed) && value > 0 && value !== typed };
}

/** A value is saved only above 0. */
export const isSavableMovementValue = (value: number) => value > 0;

/** A record's date cannot be in the future: a later date is ignored and the previous one kept. */
export const acceptMovementDate = (picked: string, today: string, previous: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(picked) && picked <= today ? picked : previous;
