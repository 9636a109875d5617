import { describe, expect, it } from 'vitest';
import { parseClock } from './open-text';

describe('parseClock', () => {
  it.each([
    ['7:05', 425],
    ['0:59', 59],
    ['425', 425],
    [' 12:00 ', 720],
    ['7:75', null],
    ['0', null],
    ['abc', null],
  ])('reads %s as %s seconds', (text, seconds) => {
    expect(parseClock(text)).toBe(seconds);
  });
});
