import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { classTemplates, standingBookings } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { findStandingBooking } from './find-standing-bookings';

/** A member asks for the same class every week (the weekly template it is made from). */
export async function addStandingBooking(
  tx: Tx,
  { by, userId, templateId }: { by: number; userId: number; templateId: number },
): Promise<void> {
  const [template] = await tx
    .select({ id: classTemplates.id })
    .from(classTemplates)
    .where(eq(classTemplates.id, templateId));
  if (!template)
    throw new AppError('validation', 'templateId: not a class of the timetable', { field: 'templateId' });
  const [created] = await tx
    .insert(standingBookings)
    .values({ userId, templateId, createdBy: by })
    .onConflictDoNothing()
    .returning({ id: standingBookings.id });
  if (!created) throw new AppError('standing_exists', 'The member already has this class every week');
}

/** Stops a standing booking; places already taken stay (the member leaves them like any other). */
export async function deleteStandingBooking(tx: Tx, { userId, id }: { userId: number; id: number }) {
  if (!(await findStandingBooking(tx, { userId, id }))) throw notFound('Standing booking');
  await tx.delete(standingBookings).where(eq(standingBookings.id, id));
}
