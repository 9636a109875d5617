import type { Role } from '@boxbook/domain';
import type { LightMyRequestResponse } from 'fastify';
import { movements, users } from '../src/infra/db/schema';
import { createTestApp, fixedClock, type TestApp } from './test-app';

/** Shared by the training tests (WOD, recovery, movements, records, scores). */
export interface Person {
  id: number;
  roles: Role[];
}

export interface TrainingBox {
  t: TestApp;
  clock: ReturnType<typeof fixedClock>;
  member: Person;
  other: Person;
  trainer: Person;
  admin: Person;
  call: (
    who: Person | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  addPerson: (roles?: Role[], name?: string, surname?: string) => Promise<Person>;
  addMovement: (name: string, unit?: 'kg' | 'lb' | 'reps', hasRm?: boolean) => Promise<number>;
}

let serial = 0;

/** Monday 23 November 2026, 10:00 in Madrid, unless a test moves the clock. */
export async function openTrainingBox(now = '2026-11-23T09:00:00Z'): Promise<TrainingBox> {
  const clock = fixedClock(now);
  const t = await createTestApp({ clock });
  const addPerson = async (roles: Role[] = ['USER'], name = 'Member', surname = 'Test') => {
    serial += 1;
    const [row] = await t.app.db
      .insert(users)
      .values({
        cin: `W${process.pid}${serial}X`,
        passwordHash: 'not-used',
        name: `${name}${serial}`,
        surname,
        email: `training${serial}@example.com`,
        roles,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user not inserted');
    return { id: row.id, roles };
  };
  const addMovement = async (name: string, unit: 'kg' | 'lb' | 'reps' = 'kg', hasRm = true) => {
    const [row] = await t.app.db
      .insert(movements)
      .values({ name, abbreviation: name.slice(0, 3).toUpperCase(), unit, hasRm })
      .returning({ id: movements.id });
    if (!row) throw new Error('movement not inserted');
    return row.id;
  };
  // Tokens are minted per call, so moving the clock never leaves a stale one.
  const call: TrainingBox['call'] = async (who, method, url, payload) => {
    const headers = who
      ? { authorization: `Bearer ${(await t.app.tokens.sign({ userId: who.id, roles: who.roles })).token}` }
      : {};
    return t.app.inject({ method, url, payload, headers });
  };
  return {
    t,
    clock,
    member: await addPerson(['USER'], 'Laia', 'Puig'),
    other: await addPerson(['USER'], 'Pau', 'Serra'),
    trainer: await addPerson(['USER', 'TRAINER'], 'Marc', 'Coach'),
    admin: await addPerson(['USER', 'ADMIN'], 'Núria', 'Admin'),
    call,
    addPerson,
    addMovement,
  };
}

/** A block as a designer sends it. */
export const block = (title: string, extra: object = {}, wbs: object[] = []) => ({
  title,
  exercices: [`${title} line`],
  wbs,
  ...extra,
});

/** Noon UTC of a date: inside that date in every zone from UTC−11 to UTC+11. */
export const millisOf = (date: string) => Date.parse(`${date}T12:00:00Z`);
