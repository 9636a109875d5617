import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid.
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock: fixedClock('2026-11-23T09:00:00Z') }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const setEnabled = async (enabled: boolean) => {
  const activity = (await api.call(admin, 'GET', `/api/activities/${box.lifting}`)).json();
  const { id: _id, key: _key, name: _name, description: _description, ...fields } = activity;
  const res = await api.call(admin, 'PUT', `/api/activities/${box.lifting}`, { ...fields, enabled });
  expect(res.statusCode).toBe(200);
};

describe('a disabled activity in the catalog', () => {
  it('cannot be booked by a member; staff may still place someone; enabled again, it books', async () => {
    const member = await addMember(t, { activity: 2 });
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '20:00' });
    await setEnabled(false);
    const refused = await api.join(member, classId);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'class_not_bookable',
      params: { block: 'disabled' },
    });
    const other = await addMember(t, { activity: 1 });
    expect((await api.join(trainer, classId, other.id)).statusCode).toBe(200);
    await setEnabled(true);
    expect((await api.join(member, classId)).json()).toMatchObject({ status: 'IN' });
  });
});
