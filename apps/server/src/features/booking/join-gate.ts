import type { ClassView, JoinResponse } from '@boxbook/domain';
import type { ViewContext } from './class-view';

/** A member's own join or leave, before it is served. */
export interface GatedBooking {
  classId: number;
  /** Whose place: the member's own, or their dependent's when a guardian books for them. */
  userId: number;
  ctx: ViewContext;
}

/**
 * What may hold a member's own join or leave before it reaches the class's queue: the booking
 * draw (features/booking-draw), which collects the joins of a class's first seconds after it
 * opens instead of serving them (docs/product.md, The booking draw). Booking owns this contract
 * and app.ts hands it the draw's, so the dependency still points from the draw to booking.
 */
export interface JoinGate {
  /** The answer to a join it collected, or null to serve the join now (after settling anything due). */
  join(booking: GatedBooking): Promise<JoinResponse | null>;
  /** The class after a leave it took (leaving the draw), or null to serve the leave now. */
  leave(booking: GatedBooking): Promise<ClassView | null>;
}

/** No gate: every join and leave is served at once, first come, first served. */
export const OPEN_GATE: JoinGate = { join: async () => null, leave: async () => null };
