import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrainingBox, type TrainingBox } from './wod-support';

let box: TrainingBox;
beforeAll(async () => {
  box = await openTrainingBox();
  await box.addMovement('Back Squat', 'kg', true);
  await box.addMovement('Pull-ups', 'reps', false);
  await box.addMovement('Snatch', 'kg', true);
});
afterAll(() => box.t.close());

const names = (body: { name: string }[]) => body.map((m) => m.name);

describe('reading movements', () => {
  it('lists them by name for everyone signed in, filtered by hasRm, unit and name', async () => {
    const { call, member } = box;
    expect((await call(null, 'GET', '/api/movements')).statusCode).toBe(401);
    expect(names((await call(member, 'GET', '/api/movements')).json())).toEqual([
      'Back Squat',
      'Pull-ups',
      'Snatch',
    ]);
    expect(names((await call(member, 'GET', '/api/movements?hasRm=true')).json())).toEqual([
      'Back Squat',
      'Snatch',
    ]);
    expect(names((await call(member, 'GET', '/api/movements?hasRm=false')).json())).toEqual(['Pull-ups']);
    expect(names((await call(member, 'GET', '/api/movements?unit=reps')).json())).toEqual(['Pull-ups']);
    expect(names((await call(member, 'GET', '/api/movements?name=squat')).json())).toEqual(['Back Squat']);
    expect(names((await call(member, 'GET', '/api/movements?name=%25')).json())).toEqual([]);
    expect((await call(member, 'GET', '/api/movements?hasRm=yes')).statusCode).toBe(400);
  });

  it('reads one by id', async () => {
    const [first] = (await box.call(box.member, 'GET', '/api/movements')).json();
    expect((await box.call(box.member, 'GET', `/api/movements/${first.id}`)).json()).toEqual(first);
    expect((await box.call(box.member, 'GET', '/api/movements/999999')).statusCode).toBe(404);
  });
});

describe('writing movements', () => {
  it('is for trainers and admins; a name is used once', async () => {
    const { call, member, trainer, admin } = box;
    const clean = { name: 'Front Squat', abbreviation: 'FS', unit: 'kg', hasRm: true };
    expect((await call(member, 'POST', '/api/movements', clean)).statusCode).toBe(403);
    const created = await call(trainer, 'POST', '/api/movements', clean);
    expect(created.json()).toMatchObject(clean);
    expect((await call(admin, 'POST', '/api/movements', clean)).json()).toMatchObject({
      statusCode: 409,
      code: 'movement_exists',
      field: 'name',
    });
    const id = created.json().id;
    expect(
      (await call(member, 'PUT', `/api/movements/${id}`, { ...clean, abbreviation: 'X' })).statusCode,
    ).toBe(403);
    const edited = await call(admin, 'PUT', `/api/movements/${id}`, { ...clean, name: 'Front Squat 2"' });
    expect(edited.json()).toMatchObject({ id, name: 'Front Squat 2"' });
    expect(
      (await call(admin, 'PUT', `/api/movements/${id}`, { ...clean, name: 'Snatch' })).json(),
    ).toMatchObject({
      code: 'movement_exists',
    });
    expect((await call(admin, 'PUT', '/api/movements/999999', clean)).statusCode).toBe(404);
  });

  it.each([
    [{ name: '', abbreviation: 'X', unit: 'kg' }, 'name'],
    [{ name: 'Row', abbreviation: 'R', unit: 'm' }, 'unit'],
    [{ name: 'Row', abbreviation: 'ROWROWROWROW', unit: 'kg' }, 'abbreviation'],
  ])('refuses %o naming %s', async (body, field) => {
    expect((await box.call(box.trainer, 'POST', '/api/movements', body)).json()).toMatchObject({
      statusCode: 400,
      code: 'validation',
      field,
    });
  });
});
