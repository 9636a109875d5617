import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, millisOf, openTrainingBox, type TrainingBox } from './wod-support';

let box: TrainingBox;
beforeAll(async () => {
  box = await openTrainingBox();
});
afterAll(() => box.t.close());

const TODAY = '2026-11-23';
const wod = (
  when: string,
  wbs: object[] = [block('Fuerza'), block('WOD', { tc: 14, score: 'rounds_reps' })],
) => ({
  when,
  wbs,
});

describe('writing a WOD', () => {
  it('is for trainers and admins; members get 403 and anonymous callers 401', async () => {
    const { call, member, trainer, admin } = box;
    expect((await call(null, 'POST', '/api/wod', wod('2026-11-01'))).statusCode).toBe(401);
    expect((await call(member, 'POST', '/api/wod', wod('2026-11-01'))).json()).toMatchObject({
      statusCode: 403,
      code: 'forbidden',
    });
    expect((await call(trainer, 'POST', '/api/wod', wod('2026-11-01'))).statusCode).toBe(200);
    expect((await call(admin, 'POST', '/api/wod', wod('2026-11-02'))).statusCode).toBe(200);
  });

  it('normalises the date to its UTC day and gives every block an id', async () => {
    const res = await box.call(box.trainer, 'POST', '/api/wod', {
      when: '2026-11-23T23:30:00+01:00',
      wbs: [block('WOD', { tc: 20 }, [block('Parte A', { tc: 8 }), block('Parte B')])],
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.when).toBe('2026-11-23');
    expect(created.wbs[0]).toMatchObject({ title: 'WOD', tc: 20, exercices: ['WOD line'] });
    expect(created.wbs[0].wbs.map((b: { title: string }) => b.title)).toEqual(['Parte A', 'Parte B']);
    const ids = [created.wbs[0].id, ...created.wbs[0].wbs.map((b: { id: string }) => b.id)];
    expect(new Set(ids).size).toBe(3);
  });

  it('allows one WOD a date: a second one is refused with wod_exists', async () => {
    const res = await box.call(box.trainer, 'POST', '/api/wod', wod(TODAY));
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'wod_exists', field: 'when' });
  });

  it.each([
    ['a time cap under 1', [block('WOD', { tc: 0 })], 'wbs.0.tc'],
    [
      'a fourth level',
      [block('a', {}, [block('b', {}, [block('c', {}, [block('d')])])])],
      'wbs.0.wbs.0.wbs.0.wbs',
    ],
    ['no block', [], 'wbs'],
    ['an empty line', [block('WOD', { exercices: ['   '] })], 'wbs.0.exercices.0'],
  ])('refuses %s with the field named', async (_, wbs, field) => {
    const res = await box.call(box.trainer, 'POST', '/api/wod', wod('2026-12-01', wbs));
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    expect(res.json().field).toBe(field);
  });

  it('edits the date and blocks, refusing a date another WOD holds', async () => {
    const { call, trainer, member } = box;
    const created = (await call(trainer, 'POST', '/api/wod', wod('2026-11-10'))).json();
    const edited = await call(trainer, 'PUT', `/api/wod/${created.id}`, {
      when: '2026-11-11',
      wbs: [{ ...created.wbs[0], exercices: ['Back Squat 5x5'] }],
    });
    expect(edited.json()).toMatchObject({ when: '2026-11-11', wbs: [{ id: created.wbs[0].id }] });
    expect((await call(trainer, 'PUT', `/api/wod/${created.id}`, wod(TODAY))).json()).toMatchObject({
      code: 'wod_exists',
    });
    expect((await call(member, 'PUT', `/api/wod/${created.id}`, wod('2026-11-12'))).statusCode).toBe(403);
    expect((await call(trainer, 'PUT', '/api/wod/999999', wod('2026-11-12'))).json()).toMatchObject({
      statusCode: 404,
      code: 'not_found',
    });
  });

  it('deletes a WOD for staff only', async () => {
    const { call, trainer, member } = box;
    const created = (await call(trainer, 'POST', '/api/wod', wod('2026-10-01'))).json();
    expect((await call(member, 'DELETE', `/api/wod/${created.id}`)).statusCode).toBe(403);
    expect((await call(trainer, 'DELETE', `/api/wod/${created.id}`)).statusCode).toBe(204);
    expect((await call(trainer, 'DELETE', `/api/wod/${created.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/wod/${created.id}`)).statusCode).toBe(404);
  });
});

describe('reading WODs', () => {
  it('finds the WOD of the UTC day of an instant, and null on a day without one', async () => {
    const { call, member } = box;
    const today = await call(member, 'GET', `/api/wod/findByWhen/${millisOf(TODAY)}`);
    expect(today.json()).toMatchObject({ when: TODAY, wbs: [{ title: 'WOD' }] });
    const late = await call(member, 'GET', `/api/wod/findByWhen/${Date.parse(`${TODAY}T23:59:59Z`)}`);
    expect(late.json().when).toBe(TODAY);
    const none = await call(member, 'GET', `/api/wod/findByWhen/${millisOf('2026-12-25')}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await call(null, 'GET', `/api/wod/findByWhen/${millisOf(TODAY)}`)).statusCode).toBe(401);
  });

  it.each(['abc', '-1', '1e12', '99999999999999999'])('refuses %s as milliseconds', async (millis) => {
    const res = await box.call(box.member, 'GET', `/api/wod/findByWhen/${millis}`);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation' });
  });

  it('pages the WODs newest first', async () => {
    const { call, member } = box;
    const first = (await call(member, 'GET', '/api/wod?page=0&size=2')).json();
    expect(first).toMatchObject({ number: 0, empty: false });
    expect(first.content).toHaveLength(2);
    expect(first.content[0].when > first.content[1].when).toBe(true);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 2));
    const past = (await call(member, 'GET', `/api/wod?page=${first.totalPages}&size=2`)).json();
    expect(past).toMatchObject({ empty: true, content: [] });
    expect((await call(member, 'GET', '/api/wod?size=500')).statusCode).toBe(400);
  });
});
