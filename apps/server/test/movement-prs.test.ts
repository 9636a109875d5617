import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrainingBox, type Person, type TrainingBox } from './wod-support';

let box: TrainingBox;
let lifter: Person;
let squat: number;

beforeAll(async () => {
  box = await openTrainingBox();
  lifter = await box.addPerson(['USER'], 'Núria', 'Vidal');
  squat = await box.addMovement('PR Back Squat');
});
afterAll(() => box.t.close());

const lift = (when: string, value: number, movement = squat) =>
  box.call(lifter, 'POST', '/api/movementRecords/createOrUpdate', { when, value, user: lifter.id, movement });
const myFeed = async () => (await box.call(lifter, 'GET', '/api/benchmarks/records')).json();
const boxFeed = async () => (await box.call(box.other, 'GET', '/api/benchmarks/records/box')).json();
const movementPrs = (feed: { kind: string }[]) => feed.filter((entry) => entry.kind === 'movement');

describe("a movement's new personal best in the PR feed", () => {
  it('is not the first value ever, nor an equal or lower one; a value above every earlier one is', async () => {
    expect((await lift('2026-11-02', 100)).statusCode).toBe(200);
    expect(movementPrs(await myFeed())).toEqual([]);
    await lift('2026-11-05', 100);
    await lift('2026-11-09', 95);
    expect(movementPrs(await myFeed())).toEqual([]);
    await lift('2026-11-12', 102.5);
    expect(movementPrs(await myFeed())).toEqual([
      expect.objectContaining({
        kind: 'movement',
        when: '2026-11-12',
        user: { id: lifter.id, name: expect.stringMatching(/^Núria\d+ V\.$/) },
        movement: { id: squat, name: 'PR Back Squat', unit: 'kg' },
        value: 102.5,
        previous: 100,
      }),
    ]);
  });

  it('comes newest first across movements; a best beaten later stays a PR of its day', async () => {
    const deadlift = await box.addMovement('PR Deadlift');
    await lift('2026-11-03', 120, deadlift);
    await lift('2026-11-20', 130, deadlift);
    await lift('2026-11-16', 105);
    const feed = await myFeed();
    expect(feed.map((e: { when: string }) => e.when)).toEqual(['2026-11-20', '2026-11-16', '2026-11-12']);
    expect(feed[1]).toMatchObject({ value: 105, previous: 102.5 });
  });

  it("shows in the box's feed only while the member shows their scores on the whiteboard", async () => {
    const mine = (feed: { user: { id: number } }[]) => feed.filter((e) => e.user.id === lifter.id);
    expect(mine(await boxFeed())).toEqual([]);
    await box.call(lifter, 'PUT', `/api/scores/settings/${lifter.id}`, { showOnWhiteboard: true });
    expect(mine(await boxFeed())).toHaveLength(3);
    await box.call(lifter, 'PUT', `/api/scores/settings/${lifter.id}`, { showOnWhiteboard: false });
    expect(mine(await boxFeed())).toEqual([]);
  });

  it('is read only by the member and staff', async () => {
    const other = await box.call(box.other, 'GET', `/api/benchmarks/records?user=${lifter.id}`);
    expect(other.statusCode).toBe(403);
    const staff = await box.call(box.trainer, 'GET', `/api/benchmarks/records?user=${lifter.id}`);
    expect(movementPrs(staff.json())).toHaveLength(3);
  });
});
