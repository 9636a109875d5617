import { describe, expect, it } from 'vitest';
import { addDaysTo, classTimes, gymDateOf, gymInstant, gymWeekOf, isoWeekOf, weekdayOf } from './gym-clock';

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

describe('classTimes', () => {
  it.each([
    // date, template, starts (UTC), ends (UTC)
    ['an ordinary day', '2026-03-28', '07:00', '08:00', '06:00', '07:00'],
    ['spring forward, before the gap', '2026-03-29', '01:00', '02:00', '00:00', '01:00'],
    ['spring forward, inside the gap: moved forward by it', '2026-03-29', '02:30', '03:30', '01:30', '02:30'],
    ['spring forward, across the gap', '2026-03-29', '01:30', '03:30', '00:30', '02:30'],
    ['spring forward, after the gap', '2026-03-29', '07:00', '08:00', '05:00', '06:00'],
    ['fall back, the repeated hour', '2026-10-25', '02:00', '03:00', '01:00', '02:00'],
    ['fall back, after it', '2026-10-25', '19:00', '20:30', '18:00', '19:30'],
  ])('%s: %s %s–%s runs %s–%s UTC', (_case, date, start, end, startsUtc, endsUtc) => {
    const { startsAt, endsAt } = classTimes(date, { startTime: start, endTime: end }, 'Europe/Madrid');
    expect(startsAt.toISOString()).toBe(`${date}T${startsUtc}:00.000Z`);
    expect(endsAt.toISOString()).toBe(`${date}T${endsUtc}:00.000Z`);
    expect(endsAt > startsAt).toBe(true);
  });

  it('follows the zone it is given: the Canaries are an hour behind Madrid', () => {
    const { startsAt } = classTimes(
      '2026-11-23',
      { startTime: '07:00', endTime: '08:00' },
      'Atlantic/Canary',
    );
    expect(startsAt.toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });
});

describe('weeks', () => {
  it.each([
    ['2026-11-23', '2026-11-23', '2026-11-29'], // a Monday
    ['2026-11-29', '2026-11-23', '2026-11-29'], // its Sunday
    ['2027-01-01', '2026-12-28', '2027-01-03'], // across the new year
  ])('%s is in the week %s..%s', (date, monday, sunday) => {
    expect(gymWeekOf(date)).toEqual({ monday, sunday });
  });

  it.each([
    ['2026-11-23', 2026, 48, '2026-11-23'],
    ['2026-11-29', 2026, 48, '2026-11-23'], // its Sunday
    ['2027-01-01', 2026, 53, '2026-12-28'], // a Friday: its Thursday is in 2026
    ['2025-12-29', 2026, 1, '2025-12-29'], // a Monday whose Thursday is in 2026
    ['2026-01-01', 2026, 1, '2025-12-29'],
    ['2021-01-03', 2020, 53, '2020-12-28'],
    ['2024-12-30', 2025, 1, '2024-12-30'],
  ])('%s is in ISO week %i-W%i, from %s', (date, year, week, monday) => {
    expect(isoWeekOf(date)).toEqual({ year, week, monday });
  });
});
