import type { DayOff } from '@boxbook/domain';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { daysOff } from '../../infra/db/schema';

/** Every day off as stored, skipped ones included (the admin list). */
export function findDaysOff(db: DbOrTx): Promise<DayOff[]> {
  return db.select().from(daysOff).orderBy(asc(daysOff.when), asc(daysOff.id));
}
