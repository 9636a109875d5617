import { describe, expect, it } from 'vitest';
import type { ClassView } from '../schemas/classes';
import { viewClassAs } from './class-view';

const shared = {
  usersIn: [1, 2],
  usersWait: [3, 4],
  me: null,
  block: 'not_open_yet',
  opensAt: '2026-11-22T18:00:00.000Z',
} as unknown as ClassView;

describe('viewClassAs', () => {
  it.each([
    ['nobody in particular', null, false, { me: null, block: 'not_open_yet' }],
    ['a member in the class', { userId: 2, staff: false }, false, { me: { status: 'IN', position: null } }],
    [
      'a member second on the list',
      { userId: 4, staff: false },
      false,
      { me: { status: 'WAIT', position: 2 } },
    ],
    ['a member held by the window', { userId: 9, staff: false }, false, { me: null, block: 'not_open_yet' }],
    ['staff are not held by the window', { userId: 9, staff: true }, false, { block: null, opensAt: null }],
    ['staff are held by a day off', { userId: 9, staff: true }, true, { block: 'day_off', opensAt: null }],
  ] as const)('%s', (_, viewer, isDayOff, expected) => {
    expect(viewClassAs(shared, viewer, isDayOff)).toMatchObject(expected);
  });
});
