import type { DrawWindow } from '@boxbook/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { classUsers, drawEntries, draws } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { commitDraw } from './commit-draw';

/**
 * Reads the class's draw, shared-locked: entries and leaves run side by side, and the draw, which
 * locks it for update, waits for those in flight and is never overtaken by one.
 */
async function lockDraw(unit: UnitOfWork, classId: number) {
  const [draw] = await unit
    .select({ drawnAt: draws.drawnAt })
    .from(draws)
    .where(eq(draws.classId, classId))
    .for('share');
  return draw ?? null;
}

/**
 * A member's join during the window: an entry in the draw, not a place (docs/product.md, The
 * booking draw). Asking twice counts once; asking again after leaving enters again. 'drawn' when
 * the draw ran meanwhile: the join is then served as any other.
 */
export async function enterDraw(
  db: Db,
  { classId, userId, window, now }: { classId: number; userId: number; window: DrawWindow; now: Date },
): Promise<'entered' | 'drawn'> {
  return inTransaction(db, async (unit) => {
    // The job commits the seed ahead of the window; a class made during its window gets it here.
    let draw = await lockDraw(unit, classId);
    if (!draw) {
      await commitDraw(unit, classId, window);
      draw = await lockDraw(unit, classId);
    }
    if (draw?.drawnAt) return 'drawn';
    const [placed] = await unit
      .select({ id: classUsers.id })
      .from(classUsers)
      .where(and(eq(classUsers.classId, classId), eq(classUsers.userId, userId)));
    if (placed) throw new AppError('already_in_class', 'Already in this class');
    await unit
      .insert(drawEntries)
      .values({ classId, userId, requestedAt: now })
      .onConflictDoUpdate({
        target: [drawEntries.classId, drawEntries.userId],
        set: { leftAt: null, requestedAt: now },
        setWhere: isNotNull(drawEntries.leftAt),
      });
    publishOnCommit(unit, { kind: 'class', classId });
    return 'entered';
  });
}

/** Leaves the draw during its window; false when the member had not entered it or it was drawn. */
export async function leaveDraw(
  db: Db,
  { classId, userId, now }: { classId: number; userId: number; now: Date },
): Promise<boolean> {
  return inTransaction(db, async (unit) => {
    const draw = await lockDraw(unit, classId);
    if (!draw || draw.drawnAt) return false;
    const left = await unit
      .update(drawEntries)
      .set({ leftAt: now })
      .where(
        and(eq(drawEntries.classId, classId), eq(drawEntries.userId, userId), isNull(drawEntries.leftAt)),
      )
      .returning({ userId: drawEntries.userId });
    if (left.length > 0) publishOnCommit(unit, { kind: 'class', classId });
    return left.length > 0;
  });
}
