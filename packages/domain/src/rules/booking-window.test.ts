import { describe, expect, it } from 'vitest';
import { attendanceOpensAt, bookingBlock, bookingOpensAt } from './booking-window';
import { gymInstant } from './gym-clock';

const TZ = 'Europe/Madrid';
const base = { timeZone: TZ, show: true, isDayOff: false, daysToShow: 3, bookFutureClassStartHour: 17 };
const at = (date: string, time: string) => gymInstant(date, time, TZ);
const classOn = (date: string, time = '09:00') => ({ classDate: date, startsAt: at(date, time) });

describe('bookingBlock', () => {
  it('opens a class for tomorrow at 17:00 today, not a minute before', () => {
    const tomorrow = classOn('2026-11-24');
    expect(bookingBlock({ ...base, ...tomorrow, now: at('2026-11-23', '16:59') })).toEqual({
      block: 'not_open_yet',
      opensAt: at('2026-11-23', '17:00'),
    });
    expect(bookingBlock({ ...base, ...tomorrow, now: at('2026-11-23', '17:00') })).toBeNull();
  });

  it('lets today’s classes be booked until they start', () => {
    const today = classOn('2026-11-23', '19:00');
    expect(bookingBlock({ ...base, ...today, now: at('2026-11-23', '07:00') })).toBeNull();
    expect(bookingBlock({ ...base, ...today, now: at('2026-11-23', '18:59') })).toBeNull();
    expect(bookingBlock({ ...base, ...today, now: at('2026-11-23', '19:00') })).toEqual({ block: 'started' });
  });

  it('counts today as the first of daysToShow days', () => {
    const now = at('2026-11-23', '18:00');
    expect(bookingBlock({ ...base, ...classOn('2026-11-25'), now })).toEqual({
      block: 'not_open_yet',
      opensAt: at('2026-11-24', '17:00'),
    });
    expect(bookingBlock({ ...base, ...classOn('2026-11-26'), now })).toEqual({ block: 'too_far' });
  });

  it('crosses the week boundary from Sunday to Monday', () => {
    expect(
      bookingBlock({ ...base, ...classOn('2026-11-30', '07:00'), now: at('2026-11-29', '17:00') }),
    ).toBeNull();
  });

  it('refuses hidden classes and days off first', () => {
    const now = at('2026-11-23', '08:00');
    expect(bookingBlock({ ...base, ...classOn('2026-11-23'), show: false, now })).toEqual({
      block: 'hidden',
    });
    expect(bookingBlock({ ...base, ...classOn('2026-11-23'), isDayOff: true, now })).toEqual({
      block: 'day_off',
    });
  });

  it('opens at 17:00 local time on the day clocks go back', () => {
    // 25 October 2026: Madrid moves from UTC+2 to UTC+1 at 03:00.
    const opensAt = bookingBlock({
      ...base,
      ...classOn('2026-10-26'),
      now: at('2026-10-25', '10:00'),
    })?.opensAt;
    expect(opensAt?.toISOString()).toBe('2026-10-25T16:00:00.000Z');
  });
});

describe('attendance', () => {
  it('opens 15 minutes before the class starts', () => {
    const startsAt = new Date('2026-11-23T17:00:00Z');
    expect(attendanceOpensAt(startsAt).toISOString()).toBe('2026-11-23T16:45:00.000Z');
  });
});

describe('bookingOpensAt', () => {
  const window = { timeZone: TZ, daysToShow: 3, bookFutureClassStartHour: 17 };
  it.each([
    ['a day five ahead opens at 17:00 the day before', window, '2026-11-28', at('2026-11-27', '17:00')],
    ['tomorrow opens at 17:00 today', window, '2026-11-24', at('2026-11-23', '17:00')],
    [
      'with one day shown, a day opens when it is shown, at midnight',
      { ...window, daysToShow: 1 },
      '2026-11-28',
      at('2026-11-28', '00:00'),
    ],
    [
      'an hour of 0 still waits for the day to be shown',
      { ...window, daysToShow: 2, bookFutureClassStartHour: 0 },
      '2026-11-28',
      at('2026-11-27', '00:00'),
    ],
  ])('%s', (_, input, classDate, expected) => {
    expect(bookingOpensAt({ ...input, classDate })).toEqual(expected);
  });

  it('agrees with bookingBlock: not open a minute before, open at that instant', () => {
    const classDate = '2026-11-28';
    const opens = bookingOpensAt({ ...window, classDate });
    const input = { ...base, ...classOn(classDate, '19:00') };
    expect(bookingBlock({ ...input, now: new Date(opens.getTime() - 60_000) })).not.toBeNull();
    expect(bookingBlock({ ...input, now: opens })).toBeNull();
  });
});
