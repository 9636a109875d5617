import type { ClassUserStatus } from '@boxbook/domain';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { type PendingWrite, type Place, type Removal, sendPending } from './class-user-writes';
import {
  type HeldJoin,
  type HeldPromotion,
  joinsLater,
  leavesLater,
  promotionsLater,
} from './held-statements';

/**
 * The writes a unit of work run straight has decided and not sent yet (docs/architecture.md,
 * "Booking under a rush"): they go out as CTEs of its next statement, or in one statement before
 * anything reads the database and before the answers' read, each kind as one write of one text
 * however many are held (held-statements.ts). One per unit of work, shared by its classes
 * (class-batch.ts), so that what one class holds is sent before another class reads.
 */
export class HeldWrites {
  private leaves: Removal[] = [];
  private promotions: HeldPromotion[] = [];
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

  /** Holds a leave: the class user read under the locks goes, with its credit's move. */
  async holdLeave(removal: Removal): Promise<void> {
    await this.makeRoomFor(removal.userId);
    this.leaves.push(removal);
  }

  /** Holds a promotion of a member locked and read waiting: their place cannot go meanwhile. */
  async holdPromotion(promotion: HeldPromotion): Promise<void> {
    await this.makeRoomFor(promotion.userId);
    this.promotions.push(promotion);
  }

  /**
   * Holds a join, with the smallest spare id (so ids grow in the order joins were accepted, as
   * joined_at does): its answer needs nothing more.
   */
  async holdJoin(
    place: Place & { status: ClassUserStatus; now: Date },
  ): Promise<{ id: number; status: ClassUserStatus }> {
    await this.makeRoomFor(place.userId);
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
    return { id, status };
  }

  /**
   * Two writes to one member's rows never go in one statement (its CTEs all see the rows as they
   * were before it, and a row updated twice by one statement keeps one of the two): the first goes
   * first.
   */
  private async makeRoomFor(userId: number): Promise<void> {
    if (this.members.has(userId)) await this.send();
    this.members.add(userId);
  }

  /** What is held, for a statement to take along; nothing is held afterwards. */
  take(): PendingWrite[] {
    const pending = [
      ...(this.leaves.length > 0 ? [leavesLater(this.leaves)] : []),
      ...(this.promotions.length > 0 ? [promotionsLater(this.promotions)] : []),
      ...(this.joins.length > 0 ? [joinsLater(this.joins)] : []),
    ];
    this.leaves = [];
    this.promotions = [];
    this.joins = [];
    this.members.clear();
    return pending;
  }

  /** Sends what is held in a statement of its own. */
  send(): Promise<void> {
    return sendPending(this.unit, this.take());
  }
}
