import type { ClassUserStatus } from '@boxbook/domain';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { type HeldJoin, joinsLater, type PendingWrite, type Place, sendPending } from './class-user-writes';

/**
 * Leaves and promotions held back at once, at most: each is CTEs of its own in the statement, whose
 * text (prepared once) and plan grow with them; joins go as one write whatever their number.
 */
const MAX_HELD = 2;

/**
 * The writes a unit of work run straight has decided and not sent yet (docs/architecture.md,
 * "Booking under a rush"): they go out as CTEs of its next statement, or in one statement before
 * anything reads the database and before the answers' read. One per unit of work, shared by its
 * classes (class-batch.ts), so that what one class holds is sent before another class reads.
 */
export class HeldWrites {
  private pending: PendingWrite[] = [];
  private joins: HeldJoin[] = [];
  /** The members held writes are to: a second write to one of them waits until the first went. */
  private members = new Set<number>();
  /** Class user ids taken from the sequence as the members were locked, ascending. */
  private spareIds: number[] = [];
  /** The latest joined_at a held join was given (ms): the next is never earlier. */
  private lastJoinedAt = 0;

  constructor(private readonly unit: UnitOfWork) {}

  /** Ids taken from the class users' sequence for joins to come (one per member locked). */
  addSpareIds(ids: number[]): void {
    this.spareIds = [...this.spareIds, ...ids].sort((a, b) => a - b);
  }

  get canHoldJoin(): boolean {
    return this.spareIds.length > 0;
  }

  /**
   * Holds a member's leave or promotion, named by its place among those held (`gone_1`,
   * `moved_2`, so the statements' texts stay few). Two writes to one member's rows never go in
   * one statement (its CTEs see the rows as they were before it): the first goes first.
   */
  async hold(userId: number, write: (n: number) => PendingWrite): Promise<void> {
    if (this.members.has(userId) || this.pending.length >= MAX_HELD) await this.send();
    this.pending.push(write(this.pending.length + 1));
    this.members.add(userId);
  }

  /**
   * Holds a join, with the smallest spare id (so ids grow in the order joins were accepted, as
   * joined_at does): its answer needs nothing more.
   */
  async holdJoin(
    place: Place & { status: ClassUserStatus; now: Date },
  ): Promise<{ id: number; status: ClassUserStatus }> {
    if (this.members.has(place.userId)) await this.send();
    const id = this.spareIds.shift();
    if (id === undefined) throw new Error('no class user id taken ahead');
    this.lastJoinedAt = Math.max(this.lastJoinedAt, place.now.getTime());
    const { cls, activity, userId, status, creditSource, by } = place;
    this.joins.push({
      id,
      cls,
      activity,
      userId,
      status,
      creditSource,
      by,
      joinedAt: new Date(this.lastJoinedAt),
    });
    this.members.add(userId);
    return { id, status };
  }

  /** What is held, for a statement to take along; nothing is held afterwards. */
  take(): PendingWrite[] {
    const pending = this.joins.length > 0 ? [...this.pending, joinsLater(this.joins)] : this.pending;
    this.pending = [];
    this.joins = [];
    this.members.clear();
    return pending;
  }

  /** Sends what is held in a statement of its own. */
  send(): Promise<void> {
    return sendPending(this.unit, this.take());
  }
}
