import { type ClassUser, type ClassUserStatus, DEFAULT_AVATAR } from '@boxbook/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../infra/db/client';
import { classUsers, users } from '../../infra/db/schema';

/** A class user with the member's name, as trainers and the realtime frames see them. */
export interface NamedClassUser {
  id: number;
  classId: number;
  userId: number;
  status: ClassUserStatus;
  validated: boolean;
  name: string;
  surname: string;
  image: string | null;
  /** The guardian of a dependent (docs/product.md, Households), for the class sheet; read there only. */
  guardianName?: string | null;
}

const namedColumns = {
  id: classUsers.id,
  classId: classUsers.classId,
  userId: classUsers.userId,
  status: classUsers.status,
  validated: classUsers.validated,
  name: users.name,
  surname: users.surname,
  image: users.image,
};
const guardians = alias(users, 'guardians');
/** The sheet's columns: a dependent's guardian with them, so the trainer knows whom to call. */
const sheetColumns = {
  ...namedColumns,
  guardianName: sql<
    string | null
  >`case when ${users.householdLeftAt} is null then ${guardians.name} || ' ' || ${guardians.surname} end`,
};

/** The class users of some classes in arrival order (joined_at, id): the waiting list's order. */
export function findClassUsersOf(db: DbOrTx, classIds: number[]): Promise<NamedClassUser[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .select(sheetColumns)
    .from(classUsers)
    .innerJoin(users, eq(users.id, classUsers.userId))
    .leftJoin(guardians, eq(guardians.id, users.guardianId))
    .where(inArray(classUsers.classId, classIds))
    .orderBy(asc(classUsers.joinedAt), asc(classUsers.id));
}

export async function findClassUser(db: DbOrTx, classUserId: number): Promise<NamedClassUser | null> {
  const [row] = await db
    .select(namedColumns)
    .from(classUsers)
    .innerJoin(users, eq(users.id, classUsers.userId))
    .where(eq(classUsers.id, classUserId));
  return row ?? null;
}

export const toClassUser = (row: NamedClassUser): ClassUser => ({
  id: row.id,
  user: { id: row.userId, name: `${row.name} ${row.surname}`, image: row.image ?? DEFAULT_AVATAR },
  status: row.status,
  validated: row.validated,
  guardian: row.guardianName ?? null,
});
