import { ATTENDANCE_OPENS_MINUTES } from '../constants';
import type { BookingBlock } from '../schemas/classes';
import { addDaysTo } from './calendar-days';
import { gymDateOf, gymInstant } from './gym-clock';

export interface BookingWindowInput {
  now: Date;
  timeZone: string;
  /** The class's gym-local date and start instant. */
  classDate: string;
  startsAt: Date;
  show: boolean;
  isDayOff: boolean;
  daysToShow: number;
  bookFutureClassStartHour: number;
}

/**
 * Why a member may not join a class yet (see docs/product.md, Booking window), or null when they
 * may. A class on a later date opens at `bookFutureClassStartHour`:00 on the day before it;
 * `opensAt` tells when.
 */
export function bookingBlock(input: BookingWindowInput): { block: BookingBlock; opensAt?: Date } | null {
  if (!input.show) return { block: 'hidden' };
  if (input.isDayOff) return { block: 'day_off' };
  if (input.now >= input.startsAt) return { block: 'started' };
  const today = gymDateOf(input.now, input.timeZone);
  const lastBookableDay = addDaysTo(today, input.daysToShow - 1);
  if (input.classDate > lastBookableDay) return { block: 'too_far' };
  if (input.classDate > today) {
    const hour = `${String(input.bookFutureClassStartHour).padStart(2, '0')}:00`;
    const opensAt = gymInstant(addDaysTo(input.classDate, -1), hour, input.timeZone);
    if (input.now < opensAt) return { block: 'not_open_yet', opensAt };
  }
  return null;
}

/**
 * When a later day's classes can first be booked: the day must be among the `daysToShow` the
 * members see (from its gym midnight), and it must be past `bookFutureClassStartHour`:00 the day
 * before. The later of the two, so that bookingBlock lets a class of that day in from then on.
 */
export function bookingOpensAt(input: {
  classDate: string;
  timeZone: string;
  daysToShow: number;
  bookFutureClassStartHour: number;
}): Date {
  const shown = gymInstant(addDaysTo(input.classDate, -(input.daysToShow - 1)), '00:00', input.timeZone);
  const hour = `${String(input.bookFutureClassStartHour).padStart(2, '0')}:00`;
  const dayBefore = gymInstant(addDaysTo(input.classDate, -1), hour, input.timeZone);
  return new Date(Math.max(shown.getTime(), dayBefore.getTime()));
}

/** When trainers can start marking who came to a class that starts at `startsAt`. */
export const attendanceOpensAt = (startsAt: Date): Date =>
  new Date(startsAt.getTime() - ATTENDANCE_OPENS_MINUTES * 60_000);
