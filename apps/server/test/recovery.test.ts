import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, millisOf, openTrainingBox, type TrainingBox } from './wod-support';

let box: TrainingBox;
beforeAll(async () => {
  box = await openTrainingBox();
});
afterAll(() => box.t.close());

const session = (year: number, week: number) => ({
  year,
  week,
  wbs: [block('Movilidad', { tc: 12 }), block('Estiramientos')],
});

describe('writing a recovery session', () => {
  it('is for trainers and admins, one per ISO week, dated on its Monday', async () => {
    const { call, member, trainer, admin } = box;
    expect((await call(null, 'POST', '/api/recovery', session(2026, 48))).statusCode).toBe(401);
    expect((await call(member, 'POST', '/api/recovery', session(2026, 48))).statusCode).toBe(403);
    const created = await call(trainer, 'POST', '/api/recovery', session(2026, 48));
    expect(created.json()).toMatchObject({ year: 2026, week: 48, when: '2026-11-23' });
    expect((await call(admin, 'POST', '/api/recovery', session(2026, 48))).json()).toMatchObject({
      statusCode: 409,
      code: 'recovery_exists',
    });
  });

  it('refuses a week the year does not have', async () => {
    const res = await box.call(box.trainer, 'POST', '/api/recovery', session(2027, 53));
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'week' });
    expect((await box.call(box.trainer, 'POST', '/api/recovery', session(2026, 53))).json()).toMatchObject({
      when: '2026-12-28',
    });
  });

  it('edits and deletes for staff only', async () => {
    const { call, member, trainer } = box;
    const created = (await call(trainer, 'POST', '/api/recovery', session(2026, 40))).json();
    expect((await call(member, 'PUT', `/api/recovery/${created.id}`, session(2026, 41))).statusCode).toBe(
      403,
    );
    const moved = await call(trainer, 'PUT', `/api/recovery/${created.id}`, session(2026, 41));
    expect(moved.json()).toMatchObject({ week: 41, when: '2026-10-05' });
    expect(
      (await call(trainer, 'PUT', `/api/recovery/${created.id}`, session(2026, 48))).json(),
    ).toMatchObject({
      code: 'recovery_exists',
    });
    expect((await call(member, 'DELETE', `/api/recovery/${created.id}`)).statusCode).toBe(403);
    expect((await call(trainer, 'DELETE', `/api/recovery/${created.id}`)).statusCode).toBe(204);
    expect((await call(trainer, 'PUT', `/api/recovery/${created.id}`, session(2026, 41))).statusCode).toBe(
      404,
    );
    expect((await call(trainer, 'DELETE', `/api/recovery/${created.id}`)).statusCode).toBe(404);
  });
});

describe('finding the recovery of a moment', () => {
  it('takes the ISO week of that moment in the box’s zone', async () => {
    const { call, member } = box;
    const find = (millis: number) => call(member, 'GET', `/api/recovery/findByWhen/${millis}`);
    expect((await find(millisOf('2026-11-25'))).json()).toMatchObject({ week: 48 });
    expect((await find(millisOf('2026-11-29'))).json()).toMatchObject({ week: 48 });
    // Sunday 22 November 23:30 UTC is already Monday in Madrid: week 48.
    expect((await find(Date.parse('2026-11-22T23:30:00Z'))).json()).toMatchObject({ week: 48 });
    // Sunday 29 November 23:30 UTC is Monday of week 49 in Madrid, which has none.
    expect((await find(Date.parse('2026-11-29T23:30:00Z'))).json()).toBeNull();
    expect((await call(null, 'GET', `/api/recovery/findByWhen/${millisOf('2026-11-25')}`)).statusCode).toBe(
      401,
    );
  });

  it('lists the sessions newest week first, by page', async () => {
    const page = (await box.call(box.member, 'GET', '/api/recovery?page=0&size=5')).json();
    expect(page.content.map((r: { week: number }) => r.week)).toEqual([53, 48]);
    expect(page).toMatchObject({ totalElements: 2, totalPages: 1, number: 0 });
  });
});
