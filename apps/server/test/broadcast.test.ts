import { BROADCAST_MAX_LENGTH } from '@boxbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bookingApi, type Member } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof bookingApi>;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  api = bookingApi(t);
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

const broadcast = (who: Member, payload: object) =>
  api.call(who, 'POST', '/api/notifications/broadcast', payload);

// Delivery itself is push-delivery.test.ts's; here, who may send and what is refused.
describe('POST /api/notifications/broadcast', () => {
  it('lets an admin send; the answer counts the devices (none subscribed here)', async () => {
    const res = await broadcast(admin, { message: 'Demà el box obre a les 8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ devices: 0 });
  });

  it.each([
    ['empty', { message: '   ' }],
    ['too long', { message: 'x'.repeat(BROADCAST_MAX_LENGTH + 1) }],
    ['missing', {}],
  ])('refuses a %s message with 400 naming the field', async (_, payload) => {
    const res = await broadcast(admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field: 'message' });
  });

  it('is for admins only: a member and a trainer get 403', async () => {
    for (const who of [await addMember(t, {}), await addMember(t, { roles: ['USER', 'TRAINER'] })])
      expect((await broadcast(who, { message: 'Hola' })).statusCode).toBe(403);
  });
});
