import { describe, expect, it } from 'vitest';
import { addDaysTo, gymDateOf, gymInstant, weekdayOf } from './gym-clock';

describe('gymInstant', () => {
  it.each([
    ['2026-03-28', '07:00', '2026-03-28T06:00:00.000Z'],
    ['2026-03-29', '07:00', '2026-03-29T05:00:00.000Z'],
    ['2026-10-24', '19:00', '2026-10-24T17:00:00.000Z'],
    ['2026-10-25', '19:00', '2026-10-25T18:00:00.000Z'],
  ])('%s %s in Madrid is %s, across daylight saving', (date, time, iso) => {
    expect(gymInstant(date, time, 'Europe/Madrid').toISOString()).toBe(iso);
  });
});

describe('gym dates', () => {
  it('takes the local date, not the UTC one, near midnight', () => {
    expect(gymDateOf(new Date('2026-11-22T23:30:00Z'), 'Europe/Madrid')).toBe('2026-11-23');
  });

  it('adds days across months and numbers weekdays from Monday', () => {
    expect(addDaysTo('2026-11-30', 1)).toBe('2026-12-01');
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });
});
