import { attendanceOpensAt, type ClassVisitor, PARQ_QUESTIONS } from '@boxbook/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classes, leads, visits } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';

const selectVisitors = (db: DbOrTx) =>
  db
    .select({
      reference: visits.reference,
      kind: visits.kind,
      name: leads.name,
      surname: leads.surname,
      attended: visits.attended,
      parqAnyYes: visits.parqAnyYes,
      parqAnswers: visits.parqAnswers,
    })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectVisitors>['execute']>>[number];

const visitorOf = ({ parqAnswers, ...row }: Row): ClassVisitor => ({
  ...row,
  parqYes: parqAnswers ? PARQ_QUESTIONS.filter((key) => parqAnswers[key] === true) : null,
});

/** A class's visitors for its sheet, in booking order. */
export async function findClassVisitors(db: DbOrTx, classId: number): Promise<ClassVisitor[]> {
  // A drop-in still waiting for its payment holds a place but is nobody on the sheet yet.
  const rows = await selectVisitors(db)
    .where(and(eq(visits.classId, classId), isNull(visits.heldUntil)))
    .orderBy(asc(visits.id));
  return rows.map(visitorOf);
}

/**
 * Marks whether a visitor came, as a member's attendance is marked (see docs/product.md,
 * Attendance): from shortly before the class on. Their lead is then ATTENDED.
 */
export async function markVisitAttended(
  unit: UnitOfWork,
  { reference, attended, now }: { reference: string; attended: boolean; now: Date },
): Promise<ClassVisitor> {
  const [found] = await unit
    .select({ id: visits.id, classId: visits.classId, startsAt: classes.startsAt })
    .from(visits)
    .innerJoin(classes, eq(classes.id, visits.classId))
    .where(eq(visits.reference, reference))
    .for('update', { of: visits });
  if (!found) throw notFound('Visit');
  const opensAt = attendanceOpensAt(found.startsAt);
  if (attended && now < opensAt)
    throw new AppError('attendance_not_open', 'Attendance opens shortly before the class', {
      params: { opensAt: opensAt.toISOString() },
    });
  await unit.update(visits).set({ attended }).where(eq(visits.id, found.id));
  publishOnCommit(unit, { kind: 'class', classId: found.classId });
  const [row] = await selectVisitors(unit).where(eq(visits.id, found.id));
  if (!row) throw notFound('Visit');
  return visitorOf(row);
}
