import { UNLIMITED_CREDITS_ABOVE } from '../constants';

export function isUnlimitedCredits(value: number): boolean {
  return value > UNLIMITED_CREDITS_ABOVE;
}
