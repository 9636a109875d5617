import type { ClassView } from '@boxbook/domain';
import { expect, it } from 'vitest';
import { currentOrNext } from './today-classes';

const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00Z`);
const cls = (id: number, start: string, end: string, cancelled = false) =>
  ({ id, startTime: `2026-11-23T${start}:00Z`, endTime: `2026-11-23T${end}:00Z`, cancelled }) as ClassView;

it.each([
  ['07:30', 1],
  ['08:00', 1],
  ['08:59', 1],
  ['09:00', 3],
  ['10:30', 3],
  ['11:00', null],
])('at %s the screen shows class %s', (now, id) => {
  const classes = [cls(3, '10:00', '11:00'), cls(1, '08:00', '09:00'), cls(2, '09:30', '10:30', true)];
  expect(currentOrNext(classes, at(now))?.id ?? null).toBe(id);
});
