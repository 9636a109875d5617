import { type ClassView, DEFAULT_AVATAR } from '@boxbook/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type ClassDraw, findClassDraws } from './class-draws';

/** "Jordi P.": enough for members to recognise each other on the booking screen. */
export const shortName = (name: string, surname: string) =>
  surname ? `${name} ${surname.charAt(0).toUpperCase()}.` : name;

/**
 * Who is in a class: IN and WAIT user ids in arrival order, and the people IN as members see them.
 * A visitor's place (a trial or drop-in, `visits`) is in `usersIn` as minus the visit's id, after
 * the members: it takes a place like theirs, so every count of places left counts it, and a
 * negative id is never a member's. Visitors' names are not shown to members.
 */
export interface ClassPeople {
  usersIn: number[];
  usersWait: number[];
  people: ClassView['people'];
}

export const NOBODY: ClassPeople = { usersIn: [], usersWait: [], people: [] };

interface PeopleRow {
  classId: number;
  usersIn: number[];
  usersWait: number[];
  visitors: number[];
  people: { id: number; name: string; surname: string; image: string | null }[] | null;
}

/**
 * Each class's people and visitors' places, in ONE statement (it is read on every class view
 * and, inside the booking transaction, for every answer): ids aggregated by the database (a rush
 * has 1000) and the names of those IN only, in arrival order (joined_at, id), which is the
 * waiting list's order. `along`: a one-row FROM item run with the read (a unit's NOTIFYs,
 * notifiesAlong).
 */
export async function findClassPeople(
  db: DbOrTx,
  classIds: number[],
  { along = null }: { along?: SQL | null } = {},
): Promise<Map<number, ClassPeople>> {
  if (classIds.length === 0) return new Map();
  // Each list its own subquery on the class's rows: only the members IN are joined to their user row.
  const ids = (
    status: 'IN' | 'WAIT',
  ) => sql`coalesce((select array_agg(cu.user_id order by cu.joined_at, cu.id)
    from class_users cu where cu.class_id = c.id and cu.status = ${status}), '{}')`;
  const result = await db.execute(sql`
    select c.id as "classId", ${ids('IN')} as "usersIn", ${ids('WAIT')} as "usersWait",
      (select json_agg(json_build_object('id', u.id, 'name', u.name, 'surname', u.surname, 'image', u.image)
          order by cu.joined_at, cu.id)
        from class_users cu join users u on u.id = cu.user_id
        where cu.class_id = c.id and cu.status = 'IN') as people,
      coalesce((select array_agg(-v.id order by v.id) from visits v where v.class_id = c.id), '{}') as visitors
    from unnest(${sql.param(classIds)}::int[]) as c (id)${along ? sql`, ${along}` : sql``}`);
  const rows = (result as unknown as { rows: PeopleRow[] }).rows;
  return new Map(
    rows.map((row) => [
      Number(row.classId),
      {
        usersIn: [...row.usersIn, ...row.visitors].map(Number),
        usersWait: row.usersWait.map(Number),
        people: (row.people ?? []).map((p) => ({
          id: Number(p.id),
          name: shortName(p.name, p.surname),
          image: p.image ?? DEFAULT_AVATAR,
        })),
      },
    ]),
  );
}

/** What every view of some classes shows besides their rows: their people, and their draws to come. */
export async function findPeopleAndDraws(
  db: DbOrTx,
  classIds: number[],
): Promise<{ people: Map<number, ClassPeople>; draws: Map<number, ClassDraw> }> {
  const [people, draws] = await Promise.all([findClassPeople(db, classIds), findClassDraws(db, classIds)]);
  return { people, draws };
}
