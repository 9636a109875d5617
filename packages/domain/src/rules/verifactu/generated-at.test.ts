import { describe, expect, it } from 'vitest';
import { generatedAt } from './generated-at';

describe('generatedAt (FechaHoraHusoGenRegistro)', () => {
  it.each([
    // case, instant (UTC), zone, what the record says
    [
      'the AEAT’s example instant, winter',
      '2024-01-01T18:20:30Z',
      'Europe/Madrid',
      '2024-01-01T19:20:30+01:00',
    ],
    ['a summer day', '2026-07-15T08:00:00Z', 'Europe/Madrid', '2026-07-15T10:00:00+02:00'],
    [
      'spring forward (last Sunday of March): last second before',
      '2026-03-29T00:59:59Z',
      'Europe/Madrid',
      '2026-03-29T01:59:59+01:00',
    ],
    [
      'spring forward: the next second is already 03:00 summer time',
      '2026-03-29T01:00:00Z',
      'Europe/Madrid',
      '2026-03-29T03:00:00+02:00',
    ],
    [
      'fall back (last Sunday of October): the first 02:30',
      '2026-10-25T00:30:00Z',
      'Europe/Madrid',
      '2026-10-25T02:30:00+02:00',
    ],
    [
      'fall back: the second 02:30, an hour later',
      '2026-10-25T01:30:00Z',
      'Europe/Madrid',
      '2026-10-25T02:30:00+01:00',
    ],
    ['fall back 2027 (31 October)', '2027-10-31T01:00:00Z', 'Europe/Madrid', '2027-10-31T02:00:00+01:00'],
    [
      'New Year’s night: the local date, not UTC’s',
      '2026-12-31T23:30:00Z',
      'Europe/Madrid',
      '2027-01-01T00:30:00+01:00',
    ],
    [
      'the Canaries in winter are at +00:00, written so, not Z',
      '2027-01-15T09:00:00Z',
      'Atlantic/Canary',
      '2027-01-15T09:00:00+00:00',
    ],
    ['the Canaries in summer', '2027-07-15T09:00:00Z', 'Atlantic/Canary', '2027-07-15T10:00:00+01:00'],
    [
      'milliseconds dropped, never rounded up',
      '2027-03-01T10:00:00.999Z',
      'Europe/Madrid',
      '2027-03-01T11:00:00+01:00',
    ],
  ])('%s: %s in %s is %s', (_case, utc, zone, expected) => {
    expect(generatedAt(new Date(utc), zone)).toBe(expected);
  });

  it('names one instant: parsing what it writes gives the instant back (to the second)', () => {
    for (const utc of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-03-29T01:00:00Z']) {
      expect(new Date(generatedAt(new Date(utc), 'Europe/Madrid')).toISOString()).toBe(
        new Date(utc).toISOString(),
      );
    }
  });

  it('refuses an invalid date, and an unknown zone rather than writing some other zone’s time', () => {
    expect(() => generatedAt(new Date(Number.NaN), 'Europe/Madrid')).toThrow(RangeError);
    expect(() => generatedAt(new Date('2027-01-15T09:00:00Z'), 'Europe/Madird')).toThrow(RangeError);
  });
});
