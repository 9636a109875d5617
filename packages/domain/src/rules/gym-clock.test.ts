import { describe, expect, it } from 'vitest';
import { classTimes, gymDateOf, gymInstant } from './gym-clock';

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

describe('gymDateOf without Intl in the EU zones', () => {
  const byIntl = (instant: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      instant,
    );

  it.each([
    'Europe/Madrid',
    'Europe/Andorra',
    'Europe/Paris',
    'Europe/Berlin',
    'Europe/Rome',
    'Atlantic/Canary',
    'Europe/Lisbon',
  ])(
    'gives the date Intl gives in %s, every 15 minutes around the clock changes of 2026–2028',
    (timeZone) => {
      for (const year of [2026, 2027, 2028]) {
        for (const month of [2, 9]) {
          // The last week of March and of October, when the clocks change, at any hour.
          const from = Date.UTC(year, month, 24);
          for (let ms = from; ms < from + 8 * 86_400_000; ms += 15 * 60_000) {
            const instant = new Date(ms);
            expect(gymDateOf(instant, timeZone), instant.toISOString()).toBe(byIntl(instant, timeZone));
          }
        }
      }
    },
  );

  it('gives the date Intl gives on any hour of a year and in years far away', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 * 7 + 60_000) {
      const instant = new Date(ms);
      expect(gymDateOf(instant, 'Europe/Madrid')).toBe(byIntl(instant, 'Europe/Madrid'));
    }
    for (const iso of ['1990-07-01T22:30:00Z', '1975-04-01T23:30:00Z', '2150-06-30T22:30:00Z']) {
      expect(gymDateOf(new Date(iso), 'Europe/Madrid')).toBe(byIntl(new Date(iso), 'Europe/Madrid'));
    }
  });
});
