import type { Activity } from '@boxbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

export function findActivities(db: DbOrTx): Promise<Activity[]> {
  return db.select().from(activities).orderBy(asc(activities.id));
}

export async function findActivity(db: DbOrTx, by: { id: number } | { name: string }): Promise<Activity> {
  // Activity names are looked up case-insensitively because they travel in URLs (/book/crossfit/…).
  const where =
    'id' in by ? eq(activities.id, by.id) : eq(activities.key, by.name.toLowerCase().replaceAll('-', '_'));
  const [activity] = await db.select().from(activities).where(where);
  if (activity) return activity;
  if ('name' in by) {
    const all = await findActivities(db);
    const byName = all.find((a) => a.name.toLowerCase() === by.name.toLowerCase());
    if (byName) return byName;
  }
  throw notFound('Activity');
}
