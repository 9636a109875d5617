import { expect, it } from 'vitest';
import { isUnlimitedCredits } from './credits';

it.each([
  [0, false],
  [49, false],
  [50, true],
  [99, true],
])('%i credits unlimited: %s', (value, unlimited) => {
  expect(isUnlimitedCredits(value)).toBe(unlimited);
});
