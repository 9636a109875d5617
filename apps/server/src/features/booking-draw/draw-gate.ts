import { drawPhaseAt } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { activities, classes, draws } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { blockFor } from '../booking/class-view';
import { findClass } from '../booking/find-classes';
import type { GatedBooking, JoinGate } from '../booking/join-gate';
import { drawWindowFor } from './draw-window';
import { enterDraw, leaveDraw } from './enter-draw';
import { type DrawDeps, runDraw } from './run-draw';

/**
 * The booking draw in front of a member's own join and leave (docs/product.md, The booking draw).
 * During a class's window a join is an entry and a leave leaves the draw; after the window, a
 * draw not yet run (the job runs it within a second) is run first, so no join overtakes it; before
 * the opening, and on a box without a draw, nothing changes: the join is served, or refused as
 * not open yet, as always.
 */
export function createDrawGate(deps: DrawDeps): JoinGate {
  const { db } = deps;

  async function classWithDraw(classId: number) {
    const [row] = await db
      .select({ cls: classes, activity: activities, draw: draws })
      .from(classes)
      .innerJoin(activities, eq(activities.id, classes.activityId))
      .leftJoin(draws, eq(draws.classId, classes.id))
      .where(eq(classes.id, classId));
    return row ?? null;
  }

  return {
    async join({ classId, by, ctx }: GatedBooking) {
      if (!ctx.settings.config.drawEnabled) return null;
      const row = await classWithDraw(classId);
      if (!row) return null;
      const window = drawWindowFor(row.cls, ctx.settings.config, row.draw);
      if (!window) return null;
      const phase = drawPhaseAt(ctx.now, window);
      if (phase === 'before') return null;
      if (phase === 'after') {
        if (row.draw && !row.draw.drawnAt) await runDraw(deps, classId);
        return null;
      }
      // The refusals a join would give at once, whatever the draw: the class alone decides them.
      if (row.cls.cancelledAt) throw new AppError('class_cancelled', 'The class has been cancelled');
      const { block } = blockFor(row.cls, ctx);
      if (block) throw new AppError('class_not_bookable', `The class cannot be booked: ${block}`, { params: { block } });
      if (!row.activity.enabled)
        throw new AppError('class_not_bookable', 'The activity is disabled', { params: { block: 'disabled' } });
      const entered = await enterDraw(db, { classId, userId: by.userId, window, now: ctx.now });
      if (entered === 'drawn') return null;
      const view = await findClass(db, ctx, classId, { evenHidden: true });
      return { id: classId, status: 'DRAW' as const, class: view };
    },

    async leave({ classId, by, ctx }: GatedBooking) {
      if (!ctx.settings.config.drawEnabled) return null;
      if (!(await leaveDraw(db, { classId, userId: by.userId, now: ctx.now }))) return null;
      return findClass(db, ctx, classId, { evenHidden: true });
    },
  };
}
