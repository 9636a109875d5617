import { expect, it } from 'vitest';
import { wodPublishesAt } from './wod-publication';

it.each([
  ['20:00 the day before (the default)', '2026-11-24', 4, '2026-11-23T19:00:00.000Z'],
  ['the day itself at midnight', '2026-11-24', 0, '2026-11-23T23:00:00.000Z'],
  ['the day before at midnight', '2026-11-24', 24, '2026-11-22T23:00:00.000Z'],
  ['two days before at 18:00', '2026-11-24', 30, '2026-11-22T17:00:00.000Z'],
  ['a week before', '2026-11-24', 168, '2026-11-16T23:00:00.000Z'],
  ['20:00 the day before, in summer time', '2026-07-02', 4, '2026-07-01T18:00:00.000Z'],
  ['20:00 on the Saturday the clocks go back', '2026-10-25', 4, '2026-10-24T18:00:00.000Z'],
] as const)('%s: %s with %i hours is %s', (_, date, hours, at) => {
  expect(wodPublishesAt(date, hours, 'Europe/Madrid').toISOString()).toBe(at);
});
