import type { ClassView } from '@boxbook/domain';
import { describe, expect, it } from 'vitest';
import { mergeClassFrame } from './merge-class-frame';

const view = (change: Partial<ClassView>): ClassView =>
  ({
    id: 1,
    date: '2026-11-23',
    maxPeople: 2,
    usersIn: [],
    usersWait: [],
    show: true,
    me: null,
    block: null,
    opensAt: null,
    ...change,
  }) as ClassView;

const member = { userId: 7, staff: false };
const trainer = { userId: 3, staff: true };

describe('mergeClassFrame', () => {
  it.each([
    ['in', { usersIn: [5, 7] }, { status: 'IN', position: null }],
    ['second in the waiting list', { usersIn: [5, 6], usersWait: [9, 7] }, { status: 'WAIT', position: 2 }],
    ['not in the class', { usersIn: [5], usersWait: [9] }, null],
    [
      'in the draw',
      { usersIn: [], draw: { endsAt: '2026-11-23T16:01:00Z', entrants: [9, 7] } },
      { status: 'DRAW', position: null },
    ],
    ['out of the draw they left', { draw: { endsAt: '2026-11-23T16:01:00Z', entrants: [9] } }, null],
  ])('tells the viewer they are %s, from the ids the frame carries', (_, roster, me) => {
    const frame = view({ ...roster, me: null });
    expect(mergeClassFrame(view({ me: { status: 'IN', position: null } }), frame, member).me).toEqual(me);
  });

  it('takes the places and the people from the frame', () => {
    const frame = view({ usersIn: [5, 6], people: [{ id: 5, name: 'Ana P.', image: 'a.webp' }] });
    expect(mergeClassFrame(view({}), frame, member)).toMatchObject({
      usersIn: [5, 6],
      people: [{ id: 5, name: 'Ana P.', image: 'a.webp' }],
    });
  });

  it('gives a member the block the frame carries, which is a member’s', () => {
    const frame = view({ block: 'started', opensAt: null });
    expect(mergeClassFrame(view({}), frame, member)).toMatchObject({ block: 'started' });
  });

  it.each([
    ['not open yet for members', 'not_open_yet', null, null],
    ['started', 'started', null, null],
    ['a day off', 'day_off', null, 'day_off'],
    ['hidden, which may hide a day off', 'hidden', 'day_off', 'day_off'],
  ] as const)('keeps staff unblocked except on a day off: %s', (_, frameBlock, cachedBlock, block) => {
    const frame = view({
      block: frameBlock,
      opensAt: frameBlock === 'not_open_yet' ? '2026-11-22T16:00:00Z' : null,
    });
    expect(mergeClassFrame(view({ block: cachedBlock }), frame, trainer)).toMatchObject({
      block,
      opensAt: null,
    });
  });

  it('shows a signed-out view nobody’s place', () => {
    expect(mergeClassFrame(view({}), view({ usersIn: [7] }), null).me).toBeNull();
  });
});
