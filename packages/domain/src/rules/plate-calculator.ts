import { BAR_DEFAULT_KG, PLATE_SIZES_KG } from '../constants';

export interface PlateOptions {
  /** Bar weight in kg (20 by default). */
  bar?: number;
  /** Plate sizes the box has, in kg; any order. */
  plates?: readonly number[];
}

export interface BarLoad {
  /**
   * The target as asked, rounded to the nearest 0.5 kg (see docs/product.md, Movements and personal
   * bests).
   */
  target: number;
  bar: number;
  /** Plates on ONE side, heaviest first (inside to outside). */
  perSide: number[];
  /** What the bar weighs as loaded: bar + 2 × plates on a side. */
  loaded: number;
  /**
   * `exact`: loaded = target; `below_bar`: the target is lighter than the empty bar;
   * `inexact`: the plates cannot make it, `loaded` is the nearest load below and `heavier` the one above.
   */
  status: 'exact' | 'below_bar' | 'inexact';
  heavier: number | null;
}

/** Kilos in whole quarters, so 41.25 kg per side is counted without floating-point drift. */
const quarters = (kg: number) => Math.round(kg * 4);

export const roundToHalf = (kg: number) => Math.round(kg * 2) / 2;

/**
 * Plates per side for a target (see docs/product.md, Movements and personal bests): the target is
 * rounded to the nearest 0.5 kg and each side takes (target − bar) / 2, heaviest plates first. With
 * 0.5 kg as the smallest plate the greedy choice always reaches the heaviest load that does not
 * pass the target.
 */
export function platesFor(targetKg: number, options: PlateOptions = {}): BarLoad {
  const bar = options.bar ?? BAR_DEFAULT_KG;
  const sizes = [...(options.plates ?? PLATE_SIZES_KG)].sort((a, b) => b - a);
  const target = roundToHalf(targetKg);
  if (!(target >= bar)) return { target, bar, perSide: [], loaded: bar, status: 'below_bar', heavier: null };

  let left = quarters((target - bar) / 2);
  const perSide: number[] = [];
  for (const size of sizes) {
    while (quarters(size) > 0 && left >= quarters(size)) {
      perSide.push(size);
      left -= quarters(size);
    }
  }
  const loaded = bar + 2 * perSide.reduce((sum, p) => sum + p, 0);
  if (left === 0) return { target, bar, perSide, loaded, status: 'exact', heavier: null };
  const smallest = sizes.at(-1) ?? 0;
  return {
    target,
    bar,
    perSide,
    loaded,
    status: 'inexact',
    heavier: smallest ? loaded + 2 * smallest : null,
  };
}

/** The nearest load the plates make for a weight (what a percentage of a 1RM is rounded to). */
export function nearestLoad(kg: number, options: PlateOptions = {}): number {
  const load = platesFor(kg, options);
  if (load.status === 'below_bar') return load.bar;
  if (load.status === 'exact' || load.heavier === null) return load.loaded;
  return load.heavier - kg < kg - load.loaded ? load.heavier : load.loaded;
}

export const RM_PERCENTAGES = [50, 55, 60, 65, 70, 75, 80, 85, 90, 95] as const;

/** 50–95 % of a 1RM, each rounded to a load the plates make. */
export function rmPercentages(rm: number, options: PlateOptions = {}) {
  return RM_PERCENTAGES.map((percent) => {
    const exact = (rm * percent) / 100;
    return { percent, exact: Math.round(exact * 100) / 100, load: nearestLoad(exact, options) };
  });
}
