import type { AppConfig, DoorVisitor } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { activities, classes, leads, visits } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';

/**
 * The door reads a visitor's booking reference (typed, or scanned from the QR code of their
 * confirmation) as it reads a member's code (see docs/product.md, Check-in at the door): in the
 * same window around the class's start it marks the visitor as come, which makes their lead
 * ATTENDED. A drop-in still waiting for its payment is no booking yet; a second scan records nothing.
 */
export async function checkInVisitor(
  unit: UnitOfWork,
  { reference, now, config }: { reference: string; now: Date; config: AppConfig },
): Promise<DoorVisitor> {
  const [found] = await unit
    .select({ visit: visits, lead: leads, cls: classes, activity: activities })
    .from(visits)
    .innerJoin(leads, eq(leads.id, visits.leadId))
    .innerJoin(classes, eq(classes.id, visits.classId))
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(visits.reference, reference))
    .for('update', { of: visits });
  if (!found || found.visit.heldUntil) throw notFound('Visit');
  const opens = found.cls.startsAt.getTime() - config.checkinBeforeMinutes * 60_000;
  const closes = found.cls.startsAt.getTime() + config.checkinAfterMinutes * 60_000;
  if (now.getTime() < opens || now.getTime() > closes)
    throw new AppError('attendance_not_open', 'This visitor’s class is not now', {
      params: { opensAt: new Date(opens).toISOString() },
    });
  const recorded = !found.visit.attended;
  if (recorded) {
    await unit.update(visits).set({ attended: true }).where(eq(visits.id, found.visit.id));
    publishOnCommit(unit, { kind: 'class', classId: found.cls.id });
  }
  return {
    reference,
    kind: found.visit.kind,
    name: found.lead.name,
    surname: found.lead.surname,
    parqAnyYes: found.visit.parqAnyYes,
    recorded,
    class: {
      id: found.cls.id,
      nameCa: found.activity.nameCa,
      nameEs: found.activity.nameEs,
      startTime: found.cls.startsAt.toISOString(),
    },
  };
}
