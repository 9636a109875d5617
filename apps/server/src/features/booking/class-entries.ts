import type { ClassUser } from '@boxbook/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { classUsers, users } from '../../infra/db/schema';
import { DEFAULT_AVATAR } from '../users/find-user';

export interface EntryRow {
  id: number;
  classId: number;
  userId: number;
  status: 'IN' | 'WAIT';
  validated: boolean;
  name: string;
  surname: string;
  image: string | null;
}

const entryColumns = {
  id: classUsers.id,
  classId: classUsers.classId,
  userId: classUsers.userId,
  status: classUsers.status,
  validated: classUsers.validated,
  name: users.name,
  surname: users.surname,
  image: users.image,
};

/** The entries of some classes in arrival order (joined_at, id): the waiting list's order. */
export function findEntries(db: DbOrTx, classIds: number[]): Promise<EntryRow[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select(entryColumns)
    .from(classUsers)
    .innerJoin(users, eq(users.id, classUsers.userId))
    .where(inArray(classUsers.classId, classIds))
    .orderBy(asc(classUsers.joinedAt), asc(classUsers.id));
}

export async function findEntry(db: DbOrTx, classUserId: number): Promise<EntryRow | null> {
  const [entry] = await db
    .select(entryColumns)
    .from(classUsers)
    .innerJoin(users, eq(users.id, classUsers.userId))
    .where(eq(classUsers.id, classUserId));
  return entry ?? null;
}

export const toClassUser = (entry: EntryRow): ClassUser => ({
  id: entry.id,
  user: { id: entry.userId, name: `${entry.name} ${entry.surname}`, image: entry.image ?? DEFAULT_AVATAR },
  status: entry.status,
  validated: entry.validated,
});
