import { describe, expect, it } from 'vitest';
import { nearestLoad, platesFor, rmPercentages } from './plate-calculator';

describe('platesFor', () => {
  it.each([
    // target, plates per side, loaded
    [20, [], 20],
    [60, [20], 60],
    [100, [25, 15], 100],
    [102, [25, 15, 1], 102],
    [103, [25, 15, 1.5], 103],
    [142.5, [25, 25, 10, 1], 142],
    [21, [0.5], 21],
    [24, [1.5, 0.5], 24],
    [185, [25, 25, 25, 5, 2.5], 185],
  ])('%d kg on a 20 kg bar', (target, perSide, loaded) => {
    const load = platesFor(target);
    expect(load.perSide).toEqual(perSide);
    expect(load.loaded).toBe(loaded);
  });

  it('rounds the target to the nearest 0.5 kg first', () => {
    expect(platesFor(60.2)).toMatchObject({ target: 60, status: 'exact', perSide: [20] });
    expect(platesFor(60.8)).toMatchObject({ target: 61, status: 'exact', perSide: [20, 0.5] });
    expect(platesFor(60.25).target).toBe(60.5);
  });

  it('says when a target cannot be made exactly, with the loads either side', () => {
    // 102.5 kg needs 41.25 kg a side: the smallest plate is 0.5 kg.
    expect(platesFor(102.5)).toEqual({
      target: 102.5,
      bar: 20,
      perSide: [25, 15, 1],
      loaded: 102,
      status: 'inexact',
      heavier: 103,
    });
  });

  it('refuses a target below the bar', () => {
    expect(platesFor(15)).toEqual({
      target: 15,
      bar: 20,
      perSide: [],
      loaded: 20,
      status: 'below_bar',
      heavier: null,
    });
    expect(platesFor(Number.NaN).status).toBe('below_bar');
  });

  it('takes another bar and another set of plates', () => {
    expect(platesFor(35, { bar: 15 })).toMatchObject({ perSide: [10], status: 'exact' });
    expect(platesFor(70, { plates: [20, 10, 5] })).toMatchObject({ perSide: [20, 5], status: 'exact' });
    expect(platesFor(72, { plates: [20, 10, 5] })).toMatchObject({
      loaded: 70,
      status: 'inexact',
      heavier: 80,
    });
  });
});

describe('nearestLoad and 1RM percentages', () => {
  it.each([
    [102.5, 102], // equally far: the lighter one
    [102.7, 103],
    [10, 20],
    [57.3, 57],
  ])('%d kg is loaded as %d', (kg, load) => {
    expect(nearestLoad(kg)).toBe(load);
  });

  it('gives 50 to 95 % of a 1RM in loads the plates make', () => {
    const table = rmPercentages(117.5);
    expect(table.map((r) => r.percent)).toEqual([50, 55, 60, 65, 70, 75, 80, 85, 90, 95]);
    expect(table[0]).toEqual({ percent: 50, exact: 58.75, load: 59 });
    expect(table.at(-1)).toEqual({ percent: 95, exact: 111.63, load: 112 });
    expect(table.every((r) => Number.isInteger(r.load))).toBe(true);
  });
});
