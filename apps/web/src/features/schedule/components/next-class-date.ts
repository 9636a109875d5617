import { addDaysTo, weekdayOf } from '@boxbook/domain';

/**
 * The date a weekly class next happens, if that is within the `daysToShow` days members can
 * book (today counts as the first); null when it is further away (see docs/product.md, Screens).
 */
export function nextClassDate(classDay: number, today: string, daysToShow: number): string | null {
  for (let offset = 0; offset < daysToShow; offset++) {
    const date = addDaysTo(today, offset);
    if (weekdayOf(date) === classDay) return date;
  }
  return null;
}
