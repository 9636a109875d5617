import { describe, expect, it } from 'vitest';
import { lowersDayRecord, markNewBests, personalBestOf } from './personal-best';

const r = (id: number, when: string, value: number) => ({ id, when, value });

describe('personalBestOf', () => {
  it('is nothing without records', () => {
    expect(personalBestOf([])).toBeNull();
  });

  it.each([
    ['one record', [r(1, '2026-01-01', 80)], 1],
    ['the heaviest', [r(1, '2026-01-01', 80), r(2, '2026-02-01', 90), r(3, '2026-03-01', 85)], 2],
    ['a raised record', [r(1, '2026-01-01', 80), r(2, '2026-02-01', 95)], 2],
    ['after lowering the best', [r(1, '2026-01-01', 80), r(2, '2026-02-01', 70)], 1],
    ['the first day a tie was reached', [r(5, '2026-03-01', 90), r(4, '2026-01-01', 90)], 4],
    ['decimals', [r(1, '2026-01-01', 102.5), r(2, '2026-01-02', 102.25)], 1],
  ])('%s', (_, records, bestId) => {
    expect(personalBestOf(records)?.id).toBe(bestId);
  });
});

describe('lowersDayRecord', () => {
  it.each([
    ['a first value that day', null, 97.5, false],
    ['a lower value on a day with a better one', 102.46, 97.5, true],
    ['a higher value', 97.5, 102.46, false],
    ['the same value again', 102.46, 102.46, false],
  ])('%s: %s then %s asks first: %s', (_, dayValue, value, asks) => {
    expect(lowersDayRecord(dayValue, value)).toBe(asks);
  });
});

describe('markNewBests', () => {
  it('marks a value above every earlier one, in date order; not the first, an equal or a lower one', () => {
    const marked = markNewBests([
      { id: 4, when: '2026-11-12', value: 102.5 },
      { id: 1, when: '2026-11-02', value: 100 },
      { id: 2, when: '2026-11-05', value: 100 },
      { id: 3, when: '2026-11-09', value: 95 },
    ]);
    expect(marked.map(({ id, pr, previous }) => ({ id, pr, previous }))).toEqual([
      { id: 1, pr: false, previous: null },
      { id: 2, pr: false, previous: 100 },
      { id: 3, pr: false, previous: 100 },
      { id: 4, pr: true, previous: 100 },
    ]);
  });
});
