import { describe, expect, it } from 'vitest';
import {
  type ClassFacts,
  decideJoin,
  decideLeave,
  type MemberFacts,
  nextToPromote,
  placeFor,
  promotionFor,
} from './booking-rules';

const member: MemberFacts = {
  inactive: false,
  isAdmin: false,
  place: null,
  holdsPlaceThatDay: false,
  planAllowanceLeft: 0,
  balance: 1,
};
const cls: ClassFacts = {
  activityId: 7,
  maxPeople: 2,
  inCount: 0,
  free: false,
  singleBook: false,
  creditType: 'ACTIVITY',
};
const waiting = { status: 'WAIT', validated: false, creditSource: null } as const;
const placed = { status: 'IN', validated: false, creditSource: 'BALANCE' } as const;
const full = { inCount: 2 };

describe('decideJoin', () => {
  it.each([
    ['a member with a bought credit takes a place', {}, {}, {}, { status: 'IN', creditSource: 'BALANCE' }],
    [
      'the plan allowance goes first',
      { planAllowanceLeft: 1 },
      {},
      {},
      { status: 'IN', creditSource: 'PLAN' },
    ],
    [
      'a free class costs nothing',
      { balance: 0 },
      { free: true },
      {},
      { status: 'IN', creditSource: 'NONE' },
    ],
    ['an admin pays nothing', { balance: 0, isAdmin: true }, {}, {}, { status: 'IN', creditSource: 'NONE' }],
    ['a full class puts them on the list', {}, full, {}, { status: 'WAIT', creditSource: null }],
    ['waiting costs nothing, even with no credit', { balance: 0 }, full, {}, { status: 'WAIT' }],
    [
      'no credit, no place',
      { balance: 0 },
      {},
      {},
      { refused: 'no_credits', params: { creditType: 'ACTIVITY' } },
    ],
    [
      'staff are told it is the member who has none',
      { balance: 0 },
      {},
      { staffAdds: true },
      { refused: 'member_no_credits' },
    ],
    ['staff may give it free', { balance: 0 }, {}, { staffAdds: true, free: true }, { creditSource: 'NONE' }],
    ['an inactive member is refused', { inactive: true }, {}, {}, { refused: 'user_not_active' }],
    ['already in', { place: placed }, {}, {}, { refused: 'already_in_class' }],
    ['already waiting for a full class', { place: waiting }, full, {}, { refused: 'already_in_class' }],
    [
      'waiting, with room: takes it from the list',
      { place: waiting },
      {},
      {},
      { status: 'IN', fromList: true, leavesOtherLists: false },
    ],
    [
      "singleBook, waiting, with room: takes it and leaves the day's other lists",
      { place: waiting },
      { singleBook: true },
      {},
      { status: 'IN', fromList: true, leavesOtherLists: true },
    ],
    [
      "singleBook, straight in: stays on the day's other lists",
      {},
      { singleBook: true },
      {},
      { status: 'IN', fromList: false, leavesOtherLists: false },
    ],
    [
      'one class a day',
      { holdsPlaceThatDay: true },
      { singleBook: true },
      {},
      { refused: 'single_book', params: { activityId: 7 } },
    ],
    [
      'one class a day, even to wait',
      { holdsPlaceThatDay: true },
      { singleBook: true, ...full },
      {},
      { refused: 'single_book' },
    ],
    [
      'staff may break one class a day',
      { holdsPlaceThatDay: true },
      { singleBook: true },
      { staffAdds: true },
      { status: 'IN' },
    ],
    [
      'another place that day matters only to singleBook',
      { holdsPlaceThatDay: true },
      {},
      {},
      { status: 'IN' },
    ],
  ] as const)('%s', (_, facts, classFacts, by, expected) => {
    const decided = decideJoin(
      { ...member, ...facts },
      { ...cls, ...classFacts },
      { staffAdds: false, free: false, ...by },
    );
    expect(decided).toMatchObject(expected);
  });

  it('tells staff what a place would cost, none left included', () => {
    expect(placeFor({ ...member, balance: 0 }, cls, { staffAdds: true })).toEqual({
      status: 'IN',
      creditSource: null,
    });
    expect(placeFor(member, { ...cls, ...full }, { staffAdds: true })).toEqual({
      status: 'WAIT',
      creditSource: null,
    });
  });
});

describe('decideLeave', () => {
  const startsAt = new Date('2026-11-23T18:00:00Z');
  const at = (iso: string) => new Date(iso);
  const early = at('2026-11-23T15:00:00Z');
  const late = at('2026-11-23T17:00:00Z');
  const started = at('2026-11-23T18:00:00Z');
  it.each([
    [
      'early: refund and promote',
      placed,
      early,
      {},
      { credit: 'refund', freesPlace: true, afterwards: 'promote' },
    ],
    [
      'at the limit exactly: still early',
      placed,
      at('2026-11-23T16:00:00Z'),
      {},
      { credit: 'refund', afterwards: 'promote' },
    ],
    ['late, unconfirmed: asked to confirm', placed, late, {}, { refused: 'penalization_required' }],
    [
      'late, confirmed: forfeit, the list only told',
      placed,
      late,
      { penalization: true },
      { credit: 'forfeit', afterwards: 'tell waiting' },
    ],
    [
      'staff removing late: refund, the list only told',
      placed,
      late,
      { removal: true },
      { credit: 'refund', afterwards: 'tell waiting' },
    ],
    ['after the start: only staff', placed, started, { penalization: true }, { refused: 'class_started' }],
    [
      'staff after the start: refund',
      placed,
      started,
      { removal: true },
      { credit: 'refund', freesPlace: true },
    ],
    [
      'leaving the list is free at any time',
      waiting,
      started,
      {},
      { credit: 'none', freesPlace: false, afterwards: null },
    ],
    ['not in the class', null, early, {}, { refused: 'not_in_class' }],
    [
      'attended: unmark first',
      { ...placed, validated: true },
      early,
      { removal: true },
      { refused: 'attended' },
    ],
  ] as const)('%s', (_, place, now, by, expected) => {
    const decided = decideLeave({
      place,
      now,
      startsAt,
      cancelLimitMinutes: 120,
      removal: false,
      penalization: false,
      ...by,
    });
    expect(decided).toMatchObject(expected);
  });
});

describe('nextToPromote', () => {
  const wait = (facts: Partial<MemberFacts>): MemberFacts => ({ ...member, place: waiting, ...facts });
  it.each([
    [
      'the first waiting',
      [wait({}), wait({ planAllowanceLeft: 1 })],
      {},
      { index: 0, creditSource: 'BALANCE' },
    ],
    [
      'skips who cannot pay',
      [wait({ balance: 0 }), wait({ planAllowanceLeft: 1 })],
      {},
      { index: 1, creditSource: 'PLAN' },
    ],
    ['skips the inactive', [wait({ inactive: true }), wait({})], {}, { index: 1 }],
    [
      'skips who has a place that day',
      [wait({ holdsPlaceThatDay: true }), wait({})],
      { singleBook: true },
      { index: 1, leavesOtherLists: true },
    ],
    ['nobody who can take it', [wait({ balance: 0 })], {}, null],
    ['a full class promotes nobody', [wait({})], full, null],
    ['someone no longer waiting is not moved in', [{ ...member, place: placed }], {}, null],
  ] as const)('%s', (_, list, classFacts, expected) => {
    const next = nextToPromote(list, { ...cls, ...classFacts });
    if (expected === null) expect(next).toBeNull();
    else expect(next).toMatchObject(expected);
  });

  it('a free class moves in anyone waiting and active', () => {
    expect(promotionFor(wait({ balance: 0 }), { ...cls, free: true })).toEqual({
      creditSource: 'NONE',
      leavesOtherLists: false,
    });
  });
});
