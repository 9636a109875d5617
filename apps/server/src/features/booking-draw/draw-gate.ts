import type { ClassQueue } from '../booking/class-queue';
import { findClass } from '../booking/find-classes';
import type { GatedBooking, JoinGate } from '../booking/join-gate';
import { createDrawEntries, leaveDraw } from './enter-draw';
import { type DrawDeps, runDraw } from './run-draw';

/**
 * The booking draw in front of a member's own join and leave (docs/product.md, The booking draw).
 * During a class's window a join is an entry and a leave leaves the draw; after the window, a
 * draw not yet run (the job runs it within a second) is run first, so no join overtakes it;
 * before the opening, and on a box without a draw, nothing changes: the join is served, or
 * refused as not open yet, as always.
 */
export function createDrawGate(deps: DrawDeps & { classQueue: ClassQueue }): JoinGate {
  const entries = createDrawEntries(deps);
  return {
    async join({ classId, userId, ctx }: GatedBooking) {
      if (!ctx.settings.config.drawEnabled) return null;
      const answer = await entries.enter(classId, userId, ctx);
      if (answer.phase === 'collecting') return { id: classId, status: 'DRAW' as const, class: answer.view };
      if (answer.phase === 'after' && answer.undrawn) await runDraw(deps, classId);
      return null;
    },

    async leave({ classId, userId, ctx }: GatedBooking) {
      if (!ctx.settings.config.drawEnabled) return null;
      if (!(await leaveDraw(deps.db, { classId, userId, now: ctx.now }))) return null;
      return findClass(deps.db, ctx, classId, { evenHidden: true });
    },
  };
}
