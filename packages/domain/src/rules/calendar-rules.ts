import { CALENDAR_FIRST_DAY } from '../constants';

export type CalendarDayAction = 'none' | 'select' | 'rate_required';

/**
 * What a click on a calendar day does (see docs/product.md, Screens): nothing for the future or
 * before the box's first day; today (and any day for an admin) is selected; other past days need a
 * plan.
 */
export function calendarDayAction(
  day: string,
  today: string,
  user: { isAdmin: boolean; hasPlan: boolean },
): CalendarDayAction {
  if (day > today || day < CALENDAR_FIRST_DAY) return 'none';
  if (day === today || user.isAdmin) return 'select';
  return user.hasPlan ? 'select' : 'rate_required';
}
