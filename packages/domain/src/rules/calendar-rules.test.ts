import { expect, it } from 'vitest';
import { calendarDayAction } from './calendar-rules';

const today = '2026-11-23';
const member = { isAdmin: false, hasPlan: false };

it.each([
  ['a future day', '2026-11-24', member, 'none'],
  ['a day before the box opened its calendar', '2022-07-06', { isAdmin: true, hasPlan: true }, 'none'],
  ['the first day', '2022-07-07', { isAdmin: true, hasPlan: false }, 'select'],
  ['today without a plan', today, member, 'select'],
  ['a past day without a plan', '2026-11-20', member, 'rate_required'],
  ['a past day with a plan', '2026-11-20', { isAdmin: false, hasPlan: true }, 'select'],
  ['a past day for an admin', '2026-11-20', { isAdmin: true, hasPlan: false }, 'select'],
])('%s → %s', (_, day, user, action) => {
  expect(calendarDayAction(day, today, user)).toBe(action);
});
