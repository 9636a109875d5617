import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfISOWeek,
  formatISO,
  getISODay,
  getISOWeek,
  getISOWeekYear,
  startOfISOWeek,
} from 'date-fns';

/**
 * Whole-day arithmetic on calendar dates (YYYY-MM-DD) and months (YYYY-MM), with no zone: a gym
 * date is already the gym's day (gym-clock.ts turns instants into them). date-fns counts days in
 * the process's own zone, so a date is read and written back in that same zone, at its midnight:
 * a daylight-saving change in between never moves it to another day.
 */
const dayOf = (date: string) =>
  new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

const isoDate = (day: Date) => formatISO(day, { representation: 'date' });

/** The date `days` days after `date` (before it, when negative). */
export const addDaysTo = (date: string, days: number): string => isoDate(addDays(dayOf(date), days));

/** How many days `to` is after `from` (negative when before it). */
export const daysBetween = (from: string, to: string): number =>
  differenceInCalendarDays(dayOf(to), dayOf(from));

/** The month (YYYY-MM) `months` months after `month` (before it, when negative). */
export const addMonthsTo = (month: string, months: number): string =>
  isoDate(addMonths(dayOf(`${month}-01`), months)).slice(0, 7);

/** 0 = Monday … 6 = Sunday, the weekday numbering of class templates. */
export const weekdayOf = (date: string): number => getISODay(dayOf(date)) - 1;

/**
 * The Monday..Sunday week a YYYY-MM-DD date falls in: the week of plan allowances (see
 * docs/product.md, Time).
 */
export function gymWeekOf(date: string): { monday: string; sunday: string } {
  const day = dayOf(date);
  return { monday: isoDate(startOfISOWeek(day)), sunday: isoDate(endOfISOWeek(day)) };
}

export interface IsoWeek {
  year: number;
  week: number;
  /** YYYY-MM-DD */
  monday: string;
}

/**
 * ISO-8601 week-numbering year and week of a YYYY-MM-DD date, with its Monday: weeks start on
 * Monday and the week's Thursday decides the year (the recovery workouts are kept per ISO week).
 */
export function isoWeekOf(date: string): IsoWeek {
  const day = dayOf(date);
  return { year: getISOWeekYear(day), week: getISOWeek(day), monday: isoDate(startOfISOWeek(day)) };
}
