import { describe, expect, it } from 'vitest';
import {
  acceptMovementDate,
  isSavableMovementValue,
  movementValueOf,
  parseMovementValue,
} from './movement-value';

describe('parseMovementValue', () => {
  it.each([
    ['100', 100],
    ['102,5', 102.5],
    ['102.5', 102.5],
    [' 80 ', 80],
    ['12.345', 12.35],
    ['1.005', 1.01],
    ['12,344', 12.34],
    ['abc', 0],
    ['', 0],
    ['1,2,3', 0],
    ['Infinity', 0],
    ['-5', -5],
    ['0,004', 0],
  ])('"%s" is %d', (text, value) => {
    expect(parseMovementValue(text)).toBe(value);
  });
});

describe('movementValueOf', () => {
  it.each([
    ['102,456', 'kg', 102.46, true],
    ['102,45', 'kg', 102.45, false],
    ['97.5', 'kg', 97.5, false],
    ['225', 'lb', 225, false],
    ['12,5', 'reps', 13, true],
    ['12', 'reps', 12, false],
    ['abc', 'kg', 0, false],
    ['0,001', 'kg', 0, false],
  ] as const)('"%s" %s is saved as %d (rounded: %s)', (text, unit, value, rounded) => {
    expect(movementValueOf(text, unit)).toEqual({ value, rounded });
  });
});

it.each([
  [0, false],
  [-5, false],
  [0.01, true],
  [100, true],
])('%d is saved: %s', (value, saved) => {
  expect(isSavableMovementValue(value)).toBe(saved);
});

describe('acceptMovementDate', () => {
  // The box's today comes from its clock: fixed here at Monday 23 November 2026.
  const today = '2026-11-23';
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-01', '2026-11-01'],
    ['2026-11-24', '2026-11-20'],
    ['2027-01-01', '2026-11-20'],
    ['', '2026-11-20'],
  ])('picking %s keeps %s', (picked, kept) => {
    expect(acceptMovementDate(picked, today, '2026-11-20')).toBe(kept);
  });
});
