import type { CreditSource, JoinDecision, LeaveDecision, Promotion } from '@boxbook/domain';
import { type PushRequest, queuePush } from '../../infra/push/push-outbox';
import type { UnitOfWork } from '../../infra/realtime/event-queue';
import { insertClassUser, removeClassUser, takeFreePlace } from './class-user-writes';
import { HeldWrites } from './held-writes';
import { type Booker, type BookersAhead, lockBooker, lockBookers, lockNextWaiting } from './lock-booker';
import { type LockedClass, lockClass } from './lock-class';

/** What a batch read ahead, kept true in memory as its bookings apply their decisions. */
interface ReadAhead extends BookersAhead {
  /** The IN count as the batch's own moves left it. */
  inCount: number;
  /** The members read ahead not yet given out: each is given once, to their first booking. */
  unread: Map<number, Booker>;
  /**
   * Members the batch moved in from the list, with their new place: all a leave reads of them
   * (decideLeave looks at the place only). What a place costs them changed, so a join reads them again.
   */
  movedIn: Map<number, Booker>;
}

/**
 * What the classes of one transaction share (a batch of several classes, run-booking.ts): the
 * members it locked before any class ran, those it read then, and those its bookings have written
 * since, whose early read is stale.
 */
export interface SharedAhead {
  /** Members whose rows the unit of work locked already. */
  lockedMembers: ReadonlySet<number>;
  /** The members read for this class before any class of the unit of work ran, by id. */
  readFirst: Map<number, Booker>;
  /** Members a booking of the unit of work has written (a place taken, given up or moved). */
  written: Set<number>;
  /** The writes held back in a unit of work run straight (run-booking.ts); null: none are held. */
  held: HeldWrites | null;
}

/**
 * What a class alone in its unit of work shares: nothing it read ahead, and the unit's held writes
 * if any. A fresh one each time, as bookings write to it.
 */
export const nothingShared = (held: HeldWrites | null = null): SharedAhead => ({
  lockedMembers: new Set(),
  readFirst: new Map(),
  written: new Set(),
  held,
});

/**
 * The bookings of one class inside one unit of work, from the moment the class is locked (always
 * first: the lock order is the class, then members by id). Join, leave and promotion take it: they
 * ask it for a member (locked and read, or as read ahead), ask the domain's rules what to do, and
 * hand it the decision, which it writes (class-user-writes.ts) and keeps in memory.
 *
 * What it keeps in memory is only what a batch run straight read ahead (readAhead): the members it
 * books and the head of the waiting list, with the IN count as its own moves change it. A batch
 * whose bookings each run in a savepoint does not read ahead (a savepoint rolled back would undo
 * moves the memory had followed), and every member is then read from the database.
 */
export class ClassBatch {
  private ahead: ReadAhead | null = null;
  /** Where its writes are held back (HeldWrites), when they are: shared with the unit's other classes. */
  private held: HeldWrites | null;
  /** Nobody waits in the class, as the last member read said (read): a freed place reads no list. */
  private nobodyWaits = false;

  private constructor(
    readonly unit: UnitOfWork,
    readonly locked: LockedClass,
    private readonly shared: SharedAhead = nothingShared(),
  ) {
    this.held = shared.held;
  }

  /**
   * Locks the class for the rest of the unit of work and opens its batch; `prelocked`: the class a
   * batch of several classes locked already, and what it shares among its classes (run-booking.ts).
   */
  static async open(
    unit: UnitOfWork,
    classId: number,
    prelocked: { cls?: LockedClass | undefined; shared?: SharedAhead } = {},
  ): Promise<ClassBatch> {
    return new ClassBatch(unit, prelocked.cls ?? (await lockClass(unit, classId)), prelocked.shared);
  }

  /** A batch for a class its caller locked already, as it stands now (an edit may have changed it). */
  static of(unit: UnitOfWork, locked: LockedClass): ClassBatch {
    return new ClassBatch(unit, locked);
  }

  get cls() {
    return this.locked.cls;
  }

  get activity() {
    return this.locked.activity;
  }

  /**
   * Locks and reads the members about to be booked and the first `waitingHead` members of the
   * waiting list, in one statement each (lockBookers). Every booking of the batch must then be a
   * join or a leave of this batch, so that the memory stays true; its writes are then held back,
   * and the caller sends them (sendPending) before it reads the class or commits.
   */
  async readAhead(userIds: number[], waitingHead: number, joinerIds: number[]): Promise<void> {
    const ahead = await lockBookers(this.unit, this.locked, { userIds, waitingHead, joinerIds });
    this.held ??= new HeldWrites(this.unit);
    this.held.addSpareIds(ahead.spareIds);
    this.ahead = {
      ...ahead,
      inCount: ahead.bookers[0]?.inCount ?? 0,
      unread: new Map(ahead.bookers.map((booker) => [booker.user.id, booker])),
      movedIn: new Map(),
    };
  }

  /** The member, locked, with what the rules read of them. `paying: false` (a leave) reads less. */
  async booker(userId: number, { paying = true }: { paying?: boolean } = {}): Promise<Booker> {
    const ahead = this.ahead;
    const placed = paying ? undefined : ahead?.movedIn.get(userId);
    if (ahead && placed) return { ...placed, inCount: ahead.inCount };
    const known = ahead?.unread.get(userId);
    if (ahead && known) {
      ahead.unread.delete(userId);
      return { ...known, inCount: ahead.inCount };
    }
    // Read before any class ran: still true unless a booking of the unit of work wrote them since.
    const first = this.shared.readFirst.get(userId);
    this.shared.readFirst.delete(userId);
    if (first && !this.shared.written.has(userId)) return this.read(first);
    const lockedAlready = (ahead?.locked.has(userId) ?? false) || this.shared.lockedMembers.has(userId);
    await this.sendPending();
    return this.read(await lockBooker(this.unit, this.locked, userId, { paying, lockedAlready }));
  }

  /**
   * A member read under the class's lock says whether anyone waits: since then only this batch adds
   * to the list (join), and others may only take from it (a singleBook promotion elsewhere).
   */
  private read(booker: Booker): Booker {
    this.nobodyWaits = !booker.anyoneWaiting;
    return booker;
  }

  /** The waiting list's member after `skip` others, locked and read; null when nobody else waits. */
  async nextWaiting(skip: number): Promise<Booker | null> {
    const ahead = this.ahead;
    if (ahead) {
      const next = ahead.waiting[skip];
      if (next) return { ...next, inCount: ahead.inCount };
      if (ahead.wholeList) return null;
    } else if (this.nobodyWaits) return null;
    await this.sendPending();
    return lockNextWaiting(this.unit, this.locked, skip);
  }

  /**
   * Writes a join's decision; null when the member's waiting place went meanwhile (only a
   * singleBook promotion elsewhere that day removes one without this class's lock).
   */
  async join(
    booker: Booker,
    decision: JoinDecision,
    { by, now }: { by: number; now: Date },
  ): Promise<{ id: number; status: 'IN' | 'WAIT' } | null> {
    const userId = booker.user.id;
    this.shared.written.add(userId);
    const place = { by, ...this.locked, userId, creditSource: decision.creditSource };
    if (decision.fromList && booker.mine) {
      const { leavesOtherLists } = decision;
      const taken = await takeFreePlace(
        this.unit,
        { ...place, classUserId: booker.mine.id, leavesOtherLists },
        this.takePending(),
      );
      if (taken) this.movedIn(booker, taken.id, decision.creditSource);
      return taken;
    }
    const joined = this.held?.canHoldJoin
      ? await this.held.holdJoin({ ...place, status: decision.status, now })
      : await insertClassUser(this.unit, { ...place, status: decision.status, now }, this.takePending());
    if (joined.status === 'IN') this.placesMoved(1);
    else this.nobodyWaits = false;
    if (joined.status === 'WAIT' && this.ahead?.wholeList)
      // The list read ahead stays whole with them at its end.
      this.ahead.waiting.push({
        ...booker,
        mine: { id: joined.id, status: 'WAIT', validated: false, creditSource: null },
      });
    return joined;
  }

  /** Writes a leave's decision: the class user goes, with its credit refunded, forfeited or none. */
  async leave(booker: Booker, decision: LeaveDecision, { by }: { by: number }): Promise<void> {
    if (!booker.mine) throw new Error('a leave needs the member in the class');
    const userId = booker.user.id;
    this.shared.written.add(userId);
    const removal = { by, ...this.locked, userId, mine: booker.mine, credit: decision.credit };
    // The place was read under the locks: it goes with the next statement.
    if (this.held) await this.held.holdLeave(removal);
    else await removeClassUser(this.unit, removal);
    if (decision.freesPlace) this.placesMoved(-1);
    this.forget(userId);
  }

  /** Writes a promotion, telling the member by push; false when they are no longer waiting. */
  async promote(candidate: Booker, promotion: Promotion, { by }: { by: number }): Promise<boolean> {
    if (!candidate.mine) return false;
    const userId = candidate.user.id;
    this.shared.written.add(userId);
    const place = { by, ...this.locked, userId, ...promotion };
    const push = { userId, kind: 'promoted', params: { classId: this.cls.id } } as const;
    const taken = { ...place, classUserId: candidate.mine.id, push };
    if (this.held) {
      // Locked and read waiting, their place cannot go meanwhile: it moves with the next statement.
      await this.held.holdPromotion(taken);
      this.movedIn(candidate, candidate.mine.id, promotion.creditSource);
      return true;
    }
    const moved = await takeFreePlace(this.unit, taken, this.takePending());
    if (moved) this.movedIn(candidate, moved.id, promotion.creditSource);
    else this.forget(userId);
    return moved !== null;
  }

  /** Queues a push to the class's people after sending what the batch holds (they are read). */
  async queuePush(request: PushRequest): Promise<void> {
    await this.sendPending();
    await queuePush(this.unit, request);
  }

  /** Sends the writes held back; whoever runs the batch calls it before it reads the class or commits. */
  async sendPending(): Promise<void> {
    await this.held?.send();
  }

  private takePending() {
    return this.held?.take() ?? [];
  }

  private movedIn(booker: Booker, classUserId: number, creditSource: CreditSource | null): void {
    const userId = booker.user.id;
    this.placesMoved(1);
    this.forget(userId);
    const validated = booker.mine?.validated ?? false;
    this.ahead?.movedIn.set(userId, {
      ...booker,
      mine: { id: classUserId, status: 'IN', validated, creditSource },
    });
  }

  private placesMoved(delta: number): void {
    if (this.ahead) this.ahead.inCount += delta;
  }

  /** A member moved in from the list, or gone from the class: read afresh if they come again. */
  private forget(userId: number): void {
    const ahead = this.ahead;
    if (!ahead) return;
    ahead.unread.delete(userId);
    ahead.movedIn.delete(userId);
    ahead.waiting = ahead.waiting.filter((booker) => booker.user.id !== userId);
  }
}
