import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movementRecords } from '../src/infra/db/schema';
import { openTrainingBox, type Person, type TrainingBox } from './wod-support';

let box: TrainingBox;
let squat: number;
let pullUps: number;
beforeAll(async () => {
  box = await openTrainingBox();
  squat = await box.addMovement('Back Squat');
  pullUps = await box.addMovement('Pull-ups', 'reps', false);
});
afterAll(() => box.t.close());

const save = (
  who: Person,
  body: { when: string; value: unknown; movement?: number; user?: number; replace?: boolean },
) =>
  box.call(who, 'POST', '/api/movementRecords/createOrUpdate', {
    movement: squat,
    user: who.id,
    ...body,
  });

/** The flagged record's day and value, straight from the table. */
async function bests(who: Person, movement = squat) {
  const rows = await box.t.app.db.select().from(movementRecords).where(eq(movementRecords.userId, who.id));
  return rows.filter((r) => r.movementId === movement && r.rm).map((r) => `${r.when} ${r.value}`);
}

describe('the RM flag', () => {
  let lifter: Person;
  beforeAll(async () => {
    lifter = await box.addPerson();
  });

  it('marks the first record as the best', async () => {
    const res = await save(lifter, { when: '2026-10-01', value: 100 });
    expect(res.json()).toMatchObject({
      value: 100,
      rm: true,
      previousBest: null,
      movement: { name: 'Back Squat' },
    });
    expect(await bests(lifter)).toEqual(['2026-10-01 100']);
  });

  it('moves to a heavier record added later', async () => {
    const res = await save(lifter, { when: '2026-10-15', value: 102.5 });
    expect(res.json()).toMatchObject({ rm: true, previousBest: 100 });
    expect(await bests(lifter)).toEqual(['2026-10-15 102.5']);
  });

  it('stays with the best when a lighter record is added', async () => {
    const res = await save(lifter, { when: '2026-11-01', value: 95 });
    expect(res.json()).toMatchObject({ rm: false, previousBest: 102.5 });
    expect(await bests(lifter)).toEqual(['2026-10-15 102.5']);
  });

  it('moves when a record is raised past the best (same day: the record is replaced)', async () => {
    const res = await save(lifter, { when: '2026-11-01', value: 105 });
    expect(res.json()).toMatchObject({ when: '2026-11-01', value: 105, rm: true });
    const mine = (await box.call(lifter, 'GET', `/api/movementRecords?movement=${squat}`)).json();
    expect(mine.map((r: { when: string; value: number }) => `${r.when} ${r.value}`)).toEqual([
      '2026-10-01 100',
      '2026-10-15 102.5',
      '2026-11-01 105',
    ]);
  });

  it('moves back when the best is lowered, once the member says to replace it', async () => {
    await save(lifter, { when: '2026-11-01', value: 90, replace: true });
    expect(await bests(lifter)).toEqual(['2026-10-15 102.5']);
  });

  it('keeps the first day on a tie', async () => {
    await save(lifter, { when: '2026-11-10', value: 102.5 });
    expect(await bests(lifter)).toEqual(['2026-10-15 102.5']);
  });

  it('moves to the next best when the best is deleted, and is gone with the last record', async () => {
    const mine = (await box.call(lifter, 'GET', `/api/movementRecords?movement=${squat}`)).json() as {
      id: number;
      when: string;
    }[];
    const id = (when: string) => mine.find((r) => r.when === when)?.id;
    expect((await box.call(lifter, 'DELETE', `/api/movementRecords/${id('2026-10-15')}`)).statusCode).toBe(
      204,
    );
    expect(await bests(lifter)).toEqual(['2026-11-10 102.5']);
    for (const when of ['2026-10-01', '2026-11-01', '2026-11-10'])
      await box.call(lifter, 'DELETE', `/api/movementRecords/${id(when)}`);
    expect(await bests(lifter)).toEqual([]);
  });

  it('is one per movement: bests of different movements do not touch', async () => {
    await save(lifter, { when: '2026-11-20', value: 12, movement: pullUps });
    await save(lifter, { when: '2026-11-21', value: 80 });
    expect(await bests(lifter, pullUps)).toEqual(['2026-11-20 12']);
    expect(await bests(lifter)).toEqual(['2026-11-21 80']);
  });

  it('holds when two saves of one member arrive at once', async () => {
    const racer = await box.addPerson();
    const days = ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04', '2026-09-05', '2026-09-06'];
    const answers = await Promise.all(days.map((when, i) => save(racer, { when, value: 60 + i * 5 })));
    expect(answers.map((r) => r.statusCode)).toEqual(days.map(() => 200));
    expect(await bests(racer)).toEqual(['2026-09-06 85']);
  });
});

describe('a second value on one day', () => {
  let lifter: Person;
  beforeAll(async () => {
    lifter = await box.addPerson();
  });
  const history = async () =>
    (await box.call(lifter, 'GET', `/api/movementRecords?movement=${squat}`))
      .json()
      .map((r: { when: string; value: number; rm: boolean }) => `${r.when} ${r.value}${r.rm ? ' RM' : ''}`);

  it('never silently replaces a better one: a lower value is refused until the member says to replace it', async () => {
    expect((await save(lifter, { when: '2026-11-21', value: 102.46 })).statusCode).toBe(200);
    expect((await save(lifter, { when: '2026-11-21', value: 97.5 })).json()).toMatchObject({
      statusCode: 409,
      code: 'movement_record_lower',
      params: { value: 102.46, when: '2026-11-21' },
    });
    expect(await history()).toEqual(['2026-11-21 102.46 RM']);

    expect((await save(lifter, { when: '2026-11-21', value: 97.5, replace: true })).json()).toMatchObject({
      value: 97.5,
      rm: true,
      previousBest: 102.46,
    });
    expect(await history()).toEqual(['2026-11-21 97.5 RM']);
  });

  it('takes a higher value at once: nothing better is lost', async () => {
    expect((await save(lifter, { when: '2026-11-21', value: 100 })).json()).toMatchObject({
      value: 100,
      rm: true,
    });
    expect(await history()).toEqual(['2026-11-21 100 RM']);
  });
});

describe('the rules of a record', () => {
  it('takes only a value above 0 with at most two decimals', async () => {
    const { member } = box;
    for (const value of [0, -5, 100.555, '100', 100_000])
      expect((await save(member, { when: '2026-11-01', value })).json(), String(value)).toMatchObject({
        statusCode: 400,
        code: 'validation',
        field: 'value',
      });
    expect((await save(member, { when: '2026-11-01', value: 0.1 + 0.2 })).json()).toMatchObject({
      value: 0.3,
    });
  });

  it('takes whole repetitions only for a movement counted in reps', async () => {
    const athlete = await box.addPerson();
    const res = await save(athlete, { when: '2026-11-01', value: 12.5, movement: pullUps });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'value' });
    expect((await save(athlete, { when: '2026-11-01', value: 12, movement: pullUps })).statusCode).toBe(200);
  });

  it('refuses a day after today at the box', async () => {
    const { member, clock } = box;
    expect((await save(member, { when: '2026-11-23', value: 70 })).statusCode).toBe(200);
    expect((await save(member, { when: '2026-11-24', value: 70 })).json()).toMatchObject({
      statusCode: 400,
      code: 'future_date',
      field: 'when',
    });
    // 23:30 UTC on the 23rd is already the 24th in Madrid.
    clock.set('2026-11-23T23:30:00Z');
    expect((await save(member, { when: '2026-11-24', value: 70 })).statusCode).toBe(200);
    clock.set('2026-11-23T09:00:00Z');
  });

  it('names an unknown movement', async () => {
    expect(
      (await save(box.member, { when: '2026-11-01', value: 70, movement: 999999 })).json(),
    ).toMatchObject({
      statusCode: 404,
      code: 'not_found',
      field: 'movement',
    });
  });
});

describe('who reads and writes records', () => {
  it('lets a member write only their own; trainers and admins write anyone’s', async () => {
    const { member, other, trainer, admin } = box;
    expect((await save(other, { when: '2026-11-02', value: 50, user: member.id })).json()).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await save(trainer, { when: '2026-11-02', value: 50, user: member.id })).statusCode).toBe(200);
    expect((await save(admin, { when: '2026-11-03', value: 50, user: member.id })).statusCode).toBe(200);
    expect((await box.call(null, 'POST', '/api/movementRecords/createOrUpdate', {})).statusCode).toBe(401);
  });

  it('lets the member and admins delete a record, never a trainer: the history is the member’s', async () => {
    const { call, member, trainer, admin } = box;
    const saved = async (when: string) =>
      (await save(member, { when, value: 60 })).json() as { id: number; when: string };
    const first = await saved('2026-11-05');
    const second = await saved('2026-11-06');
    const res = await call(trainer, 'DELETE', `/api/movementRecords/${first.id}`);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
    const kept = (await call(member, 'GET', `/api/movementRecords?movement=${squat}`)).json() as {
      id: number;
    }[];
    expect(kept.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await call(admin, 'DELETE', `/api/movementRecords/${first.id}`)).statusCode).toBe(204);
    expect((await call(member, 'DELETE', `/api/movementRecords/${second.id}`)).statusCode).toBe(204);
  });

  it('lets a member read only their own, by list, by best and by id', async () => {
    const { call, member, other, trainer } = box;
    const mine = (await call(member, 'GET', '/api/movementRecords')).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { user: number }) => r.user === member.id)).toBe(true);
    expect(
      (await call(member, 'GET', `/api/movementRecords?user=${member.id}&isRm=true`)).json(),
    ).toHaveLength(1);
    expect((await call(other, 'GET', `/api/movementRecords?user=${member.id}`)).statusCode).toBe(403);
    expect((await call(trainer, 'GET', `/api/movementRecords?user=${member.id}`)).json()).toEqual(mine);
    const [first] = mine;
    expect((await call(member, 'GET', `/api/movementRecords/${first.id}`)).json()).toEqual(first);
    expect((await call(other, 'GET', `/api/movementRecords/${first.id}`)).statusCode).toBe(403);
    expect((await call(other, 'DELETE', `/api/movementRecords/${first.id}`)).statusCode).toBe(403);
    expect((await call(member, 'GET', '/api/movementRecords/999999')).statusCode).toBe(404);
    expect((await call(member, 'DELETE', '/api/movementRecords/999999')).statusCode).toBe(404);
  });
});
