import type { ErrorCode, ErrorParams } from '../errors';
import type { CreditType } from '../schemas/activity';
import type { ClassUserStatus, CreditSource } from '../schemas/classes';
import { chooseCreditSource, isLateCancellation } from './credits-rules';

/*
 * The decisions of a booking (see docs/product.md, Joining a class, Leaving and the
 * late-cancellation penalty, Waiting list and promotion), from what the server read under the
 * class's lock. Pure: the server reads the facts, asks here, and its statements apply the answer.
 */

/** What the booking rules read of a member. */
export interface MemberFacts {
  /** INACTIVE: takes no place (MAINTENANCE and ACTIVE members do). */
  inactive: boolean;
  isAdmin: boolean;
  /** Their class user in this class, if any. */
  place: { status: ClassUserStatus; validated: boolean; creditSource: CreditSource | null } | null;
  /** A singleBook activity: whether they hold a place IN another class of it on that date. */
  holdsPlaceThatDay: boolean;
  /** Plan sessions of the class's credit kind left this week. */
  planAllowanceLeft: number;
  /** Bought credits of the class's credit kind. */
  balance: number;
}

/** What the booking rules read of a class and its activity. */
export interface ClassFacts {
  activityId: number;
  maxPeople: number;
  /** Places taken (IN). */
  inCount: number;
  free: boolean;
  singleBook: boolean;
  creditType: CreditType;
}

/** A refusal, as the error code (and its parameters) the member is shown. */
export interface Refusal {
  refused: ErrorCode;
  params?: ErrorParams;
}

export const isRefusal = (answer: object): answer is Refusal => 'refused' in answer;

const singleBook = (cls: ClassFacts): Refusal => ({
  refused: 'single_book',
  params: { activityId: cls.activityId },
});

/**
 * Whether the member may take a place, and where its credit would come from (null: none left).
 * The one-class-a-day rule of a singleBook activity is the member's own: staff adding someone else
 * may break it (a trainer records that a member came to another class than the one booked).
 */
export function mayTakePlace(
  member: MemberFacts,
  cls: ClassFacts,
  { staffAdds }: { staffAdds: boolean },
): Refusal | { creditSource: CreditSource | null } {
  if (member.inactive) return { refused: 'user_not_active' };
  if (cls.singleBook && member.holdsPlaceThatDay && !staffAdds) return singleBook(cls);
  const creditSource = chooseCreditSource({
    free: cls.free,
    isAdmin: member.isAdmin,
    planAllowanceLeft: member.planAllowanceLeft,
    balance: member.balance,
  });
  return { creditSource };
}

/**
 * What a join would give the member: a place while there is room (with its credit, null when they
 * have none), else a wait. What staff are shown before they add someone (the cost of a place).
 */
export function placeFor(
  member: MemberFacts,
  cls: ClassFacts,
  { staffAdds }: { staffAdds: boolean },
): Refusal | { status: 'IN'; creditSource: CreditSource | null } | { status: 'WAIT'; creditSource: null } {
  if (member.inactive) return { refused: 'user_not_active' };
  const hasRoom = cls.inCount < cls.maxPeople;
  if (member.place && (member.place.status === 'IN' || !hasRoom)) return { refused: 'already_in_class' };
  const may = mayTakePlace(member, cls, { staffAdds });
  if (isRefusal(may)) return may;
  return hasRoom ? { status: 'IN', creditSource: may.creditSource } : { status: 'WAIT', creditSource: null };
}

/**
 * A member moved from a waiting list into a place of a singleBook activity leaves that day's other
 * waiting lists (one class a day). One who joins a class straight IN stays on them, and is passed
 * over there (holdsPlaceThatDay).
 */
const leavesOtherLists = (cls: ClassFacts, fromList: boolean) => fromList && cls.singleBook;

/**
 * What a join decides: IN with a credit, or WAIT with none yet. A member waiting who joins again
 * takes a free place (`fromList`): inside the cancellation window nobody is moved in for them.
 * Staff may give the place free (credit NONE); otherwise a member with no credit is refused, never
 * put in unpaid without a word.
 */
export type JoinDecision =
  | { status: 'IN'; creditSource: CreditSource; fromList: boolean; leavesOtherLists: boolean }
  | { status: 'WAIT'; creditSource: null; fromList: false; leavesOtherLists: false };

export function decideJoin(
  member: MemberFacts,
  cls: ClassFacts,
  { staffAdds, free }: { staffAdds: boolean; free: boolean },
): Refusal | JoinDecision {
  const place = placeFor(member, cls, { staffAdds });
  if (isRefusal(place)) return place;
  if (place.status === 'WAIT')
    return { status: 'WAIT', creditSource: null, fromList: false, leavesOtherLists: false };
  const creditSource = free ? 'NONE' : place.creditSource;
  if (!creditSource)
    return {
      refused: staffAdds ? 'member_no_credits' : 'no_credits',
      params: { creditType: cls.creditType },
    };
  const fromList = member.place !== null;
  return { status: 'IN', creditSource, fromList, leavesOtherLists: leavesOtherLists(cls, fromList) };
}

/** What the ledger does with the credit of a place given up. */
export type LeaveCredit = 'refund' | 'forfeit' | 'none';

/**
 * What a leave decides. WAIT: always free. IN: the credit comes back up to `cancelLimitMinutes`
 * before the start (exactly at the limit included); later it is lost, and the member must confirm
 * with `penalization`. Staff removing someone else always refund. After the start an IN place is
 * attendance, which only staff change. A place freed outside the cancellation window goes to the
 * waiting list (afterwards `promote`); inside it nobody is moved in, and everyone waiting hears a place is
 * free (`tell waiting`).
 */
export interface LeaveDecision {
  credit: LeaveCredit;
  freesPlace: boolean;
  afterwards: 'promote' | 'tell waiting' | null;
}

export function decideLeave({
  place,
  now,
  startsAt,
  cancelLimitMinutes,
  removal,
  penalization,
}: {
  place: MemberFacts['place'];
  now: Date;
  startsAt: Date;
  cancelLimitMinutes: number;
  /** Staff removing someone else. */
  removal: boolean;
  /** The member accepts losing the credit of a late cancellation. */
  penalization: boolean;
}): Refusal | LeaveDecision {
  if (!place) return { refused: 'not_in_class' };
  // Someone who came used the class: their attendance stays on record (unmark it first).
  if (place.validated) return { refused: 'attended' };
  if (place.status === 'WAIT') return { credit: 'none', freesPlace: false, afterwards: null };
  const late = isLateCancellation(now, startsAt, cancelLimitMinutes);
  if (!removal) {
    if (now >= startsAt) return { refused: 'class_started' };
    if (late && !penalization) return { refused: 'penalization_required' };
  }
  return {
    credit: late && !removal ? 'forfeit' : 'refund',
    freesPlace: true,
    afterwards: late ? 'tell waiting' : 'promote',
  };
}

/** How a waiting member is moved in: the credit of the place, and whether they leave that day's other lists. */
export interface Promotion {
  creditSource: CreditSource;
  leavesOtherLists: boolean;
}

/**
 * How a waiting member is moved in, or null when they are passed over (and stay waiting, ahead of
 * the next): not active, holding a place that day in a singleBook activity, or with nothing to pay
 * with. Staff never add here, so singleBook holds for everyone.
 */
export function promotionFor(member: MemberFacts, cls: ClassFacts): Promotion | null {
  if (member.place?.status !== 'WAIT') return null;
  const may = mayTakePlace(member, cls, { staffAdds: false });
  if (isRefusal(may) || !may.creditSource) return null;
  return { creditSource: may.creditSource, leavesOtherLists: leavesOtherLists(cls, true) };
}

/**
 * Who of the waiting list (in its order: joined_at, id) is moved in next to a free place, and with
 * which credit; null when the class is full or nobody waiting can take it. The server walks the
 * list one locked member at a time with promotionFor, which is this rule for one candidate.
 */
export function nextToPromote(
  waiting: readonly MemberFacts[],
  cls: ClassFacts,
): (Promotion & { index: number }) | null {
  if (cls.inCount >= cls.maxPeople) return null;
  for (const [index, member] of waiting.entries()) {
    const promotion = promotionFor(member, cls);
    if (promotion) return { index, ...promotion };
  }
  return null;
}
