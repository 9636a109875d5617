import { describe, expect, it } from 'vitest';
import { chooseCreditSource, isLateCancellation } from './credits-rules';

describe('chooseCreditSource', () => {
  const member = { free: false, isAdmin: false, planAllowanceLeft: 0, balance: 0 };
  it.each([
    ['plan allowance first', { planAllowanceLeft: 2, balance: 3 }, 'PLAN'],
    ['then a bought credit', { planAllowanceLeft: 0, balance: 3 }, 'BALANCE'],
    ['nothing to pay with', {}, null],
    ['a free class costs nothing', { free: true }, 'NONE'],
    ['admins book without credits', { isAdmin: true }, 'NONE'],
    ['unlimited plans always have allowance', { planAllowanceLeft: 99 }, 'PLAN'],
  ])('%s', (_, change, source) => {
    expect(chooseCreditSource({ ...member, ...change })).toBe(source);
  });
});

describe('isLateCancellation', () => {
  const start = new Date('2026-11-23T18:00:00Z');
  it.each([
    ['2026-11-23T15:59:59Z', false],
    ['2026-11-23T16:00:00Z', false],
    ['2026-11-23T16:00:01Z', true],
    ['2026-11-23T17:59:00Z', true],
  ])('leaving at %s is late: %s', (now, late) => {
    expect(isLateCancellation(new Date(now), start, 120)).toBe(late);
  });
});
