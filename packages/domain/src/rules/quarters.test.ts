import { describe, expect, it } from 'vitest';
import { quarterOf, quarterRange, quartersUpTo } from './quarters';

describe('quarters', () => {
  it.each([
    ['2027-Q1', '2027-01-01', '2027-03-31'],
    ['2028-Q1', '2028-01-01', '2028-03-31'],
    ['2027-Q2', '2027-04-01', '2027-06-30'],
    ['2027-Q3', '2027-07-01', '2027-09-30'],
    ['2026-Q4', '2026-10-01', '2026-12-31'],
  ])('%s runs from %s to %s', (quarter, from, to) => {
    expect(quarterRange(quarter)).toEqual({ from, to });
  });

  it.each([
    ['2027-01-01', '2027-Q1'],
    ['2027-03-31', '2027-Q1'],
    ['2027-04-01', '2027-Q2'],
    ['2026-12-31', '2026-Q4'],
  ])('%s is in %s', (date, quarter) => {
    expect(quarterOf(date)).toBe(quarter);
    const { from, to } = quarterRange(quarter);
    expect(date >= from && date <= to).toBe(true);
  });

  it('lists the quarters up to today across a new year, newest first', () => {
    expect(quartersUpTo('2027-02-10', 4)).toEqual(['2027-Q1', '2026-Q4', '2026-Q3', '2026-Q2']);
  });
});
