import { gymDateOf } from '@boxbook/domain';

/** The server is the clock; tests pass their own instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Today's date at the box (YYYY-MM-DD), whatever the server's own zone. */
export const gymToday = (clock: Clock, timeZone: string): string => gymDateOf(clock.now(), timeZone);
