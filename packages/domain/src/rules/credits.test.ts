import { describe, expect, it } from 'vitest';
import { allowanceLeft, creditsShown, isUnlimitedCredits, weeklyAllowance } from './credits';

it.each([
  [0, false],
  [49, false],
  [50, true],
  [99, true],
])('%i credits unlimited: %s', (value, unlimited) => {
  expect(isUnlimitedCredits(value)).toBe(unlimited);
});

describe('weeklyAllowance', () => {
  const plan = { activityCredits: 3, openCredits: 1 };
  it.each([
    ['ACTIVE', plan, 'ACTIVITY', 3],
    ['ACTIVE', plan, 'OPEN', 1],
    ['MAINTENANCE', plan, 'ACTIVITY', 0],
    ['INACTIVE', plan, 'ACTIVITY', 0],
    ['ACTIVE', null, 'ACTIVITY', 0],
  ] as const)('%s member, plan %o, %s credits: %i a week', (status, p, kind, expected) => {
    expect(weeklyAllowance(status, p, kind)).toBe(expected);
  });
});

describe('allowanceLeft and creditsShown', () => {
  it.each([
    // perWeek, used, balance, left, shown
    [3, 0, 0, 3, 3],
    [3, 2, 5, 1, 6],
    [3, 4, 1, 0, 1], // a lost late cancellation can push use past the allowance
    [0, 0, 4, 0, 4],
    [99, 0, 0, Number.POSITIVE_INFINITY, 99],
    [99, 60, 2, Number.POSITIVE_INFINITY, 99], // still unlimited after many sessions
  ])('%i a week, %i used, %i bought: %d left, %i shown', (perWeek, used, balance, left, shown) => {
    expect(allowanceLeft(perWeek, used)).toBe(left);
    expect(creditsShown(perWeek, used, balance)).toBe(shown);
  });
});
