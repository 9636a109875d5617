import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, openTrainingBox, type Person, type TrainingBox } from './wod-support';

// A guardian keeps a dependent's training as the dependent would (docs/product.md, Households).
let box: TrainingBox;
let wodId: number;
let amrap: string;
let squat: number;

beforeAll(async () => {
  box = await openTrainingBox();
  const wod = (
    await box.call(box.trainer, 'POST', '/api/wod', {
      when: '2026-11-23',
      wbs: [block('WOD', { tc: 14, score: 'rounds_reps' })],
    })
  ).json();
  wodId = wod.id;
  amrap = wod.wbs[0]?.id ?? '';
  squat = await box.addMovement('Back Squat');
});
afterAll(() => box.t.close());

/** A guardian with a child of 12 (no login). */
async function household(): Promise<{ guardian: Person; child: Person }> {
  const guardian = await box.addPerson(['USER'], 'Anna', 'Roca');
  const added = await box.call(guardian, 'POST', `/api/users/${guardian.id}/dependents`, {
    consent: true,
    name: 'Marc',
    surname: 'Roca',
    birth: '2014-06-01',
  });
  expect(added.statusCode).toBe(201);
  return { guardian, child: { id: added.json().id, roles: ['USER'] } as Person };
}
const score = (who: Person, userId: number) =>
  box.call(who, 'POST', '/api/scores', {
    wodId,
    blockId: amrap,
    userId,
    division: 'SCALED',
    result: { kind: 'rounds_reps', rounds: 4, reps: 2 },
    note: '',
  });
const lift = (who: Person, user: number, value: number, when = '2026-11-20') =>
  box.call(who, 'POST', '/api/movementRecords/createOrUpdate', { movement: squat, user, when, value });

describe("a guardian and a dependent's training", () => {
  it("logs and reads the child's WOD score, never another household's", async () => {
    const { guardian, child } = await household();
    expect((await score(guardian, child.id)).statusCode).toBe(200);
    const theirs = (await box.call(guardian, 'GET', `/api/scores?user=${child.id}`)).json();
    expect(theirs).toEqual([expect.objectContaining({ userId: child.id, division: 'SCALED' })]);
    // The guardian's own history stays theirs.
    expect((await box.call(guardian, 'GET', '/api/scores')).json()).toEqual([]);
    const { guardian: other } = await household();
    expect((await score(other, child.id)).statusCode).toBe(403);
    expect((await box.call(other, 'GET', `/api/scores?user=${child.id}`)).statusCode).toBe(403);
  });

  it("logs the child's lifts and personal bests, and deletes one as the child would", async () => {
    const { guardian, child } = await household();
    expect((await lift(guardian, child.id, 40)).json()).toMatchObject({ rm: true, value: 40 });
    expect((await lift(guardian, child.id, 45, '2026-11-22')).json()).toMatchObject({
      rm: true,
      previousBest: 40,
    });
    const records = (await box.call(guardian, 'GET', `/api/movementRecords?user=${child.id}`)).json() as {
      id: number;
      value: number;
      rm: boolean;
    }[];
    expect(records.map((r) => [r.value, r.rm])).toEqual([
      [40, false],
      [45, true],
    ]);
    const { guardian: other } = await household();
    expect((await lift(other, child.id, 50)).statusCode).toBe(403);
    const best = records.find((r) => r.rm);
    expect((await box.call(other, 'DELETE', `/api/movementRecords/${best?.id}`)).statusCode).toBe(403);
    expect((await box.call(guardian, 'DELETE', `/api/movementRecords/${best?.id}`)).statusCode).toBe(204);
    const after = (await box.call(guardian, 'GET', `/api/movementRecords?user=${child.id}`)).json();
    expect(after).toEqual([expect.objectContaining({ value: 40, rm: true })]);
  });
});
