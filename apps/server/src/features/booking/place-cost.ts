import { isRefusal, type PlaceCost, placeFor } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { refusalError } from './booking-refusal';
import { coachColumn } from './class-view';
import { factsOf, readBooker } from './lock-booker';

/**
 * What adding `userId` to a class would cost them, for staff to choose before they add them (a
 * plan session, a bought credit, or nothing left: then only a free place). Read without locks: the
 * join itself decides again under them, so a member who spent their last credit meanwhile is
 * refused rather than put in unpaid. Refuses what the join would refuse whatever staff chose.
 */
export async function findPlaceCost(
  db: DbOrTx,
  { classId, userId }: { classId: number; userId: number },
): Promise<PlaceCost> {
  const [locked] = await db
    .select({ cls: classes, activity: activities, coach: coachColumn })
    .from(classes)
    .innerJoin(activities, eq(activities.id, classes.activityId))
    .where(eq(classes.id, classId));
  if (!locked) throw notFound('Class');
  if (locked.cls.cancelledAt) throw new AppError('class_cancelled', 'The class has been cancelled');
  const booker = await readBooker(db, locked, userId);
  const facts = factsOf(booker, locked);
  const place = placeFor(facts.member, facts.cls, { staffAdds: true });
  if (isRefusal(place)) throw refusalError(place);
  return { ...place, balance: facts.member.balance };
}
