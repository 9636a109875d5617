import type { Tx } from '../../infra/db/client';
import type { Booker } from './lock-booker';

/**
 * What a batch of bookings of one class (run-booking.ts) read ahead of its steps, in the
 * transaction that holds the class (lockBookers): the members it books, and the head of the
 * waiting list, in order. Each booker is given once, to the first lockBooker of that member; each
 * with the IN count as the batch's own moves left it. The steps keep it true: every place they
 * move (placesMoved), every member changed by another's booking or gone from the list
 * (forgetBooker), every member who joins the waiting list (joinedWaitingList). Only a batch that
 * runs straight reads ahead: a savepoint rolled back would undo moves these counts had followed.
 */
export interface ReadAhead {
  classId: number;
  inCount: number;
  /** Every member whose row the batch locked. */
  locked: Set<number>;
  bookers: Map<number, Booker>;
  /** The first members waiting, in the list's order (joined_at, id). */
  waiting: Booker[];
  /** `waiting` is the whole list: nobody else waits. */
  wholeList: boolean;
}

const readAheads = new WeakMap<Tx, ReadAhead>();

export function keepReadAhead(tx: Tx, ahead: ReadAhead): void {
  readAheads.set(tx, ahead);
}

function of(tx: Tx, classId: number): ReadAhead | undefined {
  const ahead = readAheads.get(tx);
  return ahead?.classId === classId ? ahead : undefined;
}

/** The member as read ahead, once; undefined when they were not or have been given already. */
export function takeReadAhead(tx: Tx, classId: number, userId: number): Booker | undefined {
  const ahead = of(tx, classId);
  const known = ahead?.bookers.get(userId);
  if (!ahead || !known) return undefined;
  ahead.bookers.delete(userId);
  return { ...known, inCount: ahead.inCount };
}

/** Whether the batch locked the member's row already (straight runs hold every lock to the commit). */
export function lockedAhead(tx: Tx, classId: number, userId: number): boolean {
  return of(tx, classId)?.locked.has(userId) ?? false;
}

/**
 * The waiting list's member after `skip` others, as read ahead; null when nobody else waits,
 * undefined when what was read ahead does not tell (ask the database).
 */
export function readAheadWaiting(tx: Tx, classId: number, skip: number): Booker | null | undefined {
  const ahead = of(tx, classId);
  if (!ahead) return undefined;
  const next = ahead.waiting[skip];
  if (next) return { ...next, inCount: ahead.inCount };
  return ahead.wholeList ? null : undefined;
}

/** Places of `classId` taken (+) or given up (-) in this transaction. */
export function placesMoved(tx: Tx, classId: number, delta: number): void {
  const ahead = of(tx, classId);
  if (ahead) ahead.inCount += delta;
}

/** A member moved in from the list, or gone from the class: read afresh if they come again. */
export function forgetBooker(tx: Tx, userId: number): void {
  const ahead = readAheads.get(tx);
  if (!ahead) return;
  ahead.bookers.delete(userId);
  ahead.waiting = ahead.waiting.filter((booker) => booker.user.id !== userId);
}

/** `booker` joined the end of the class's waiting list: the list read ahead stays whole with them. */
export function joinedWaitingList(tx: Tx, classId: number, booker: Booker): void {
  const ahead = of(tx, classId);
  if (ahead?.wholeList) ahead.waiting.push(booker);
}
