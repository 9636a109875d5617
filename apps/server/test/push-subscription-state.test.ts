import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bookingApi, type Member } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof bookingApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = bookingApi(t);
});
afterAll(() => t.close());

const ENDPOINT = 'https://push.example.com/send/phone-1';
const subscribe = (who: Member) =>
  api.call(who, 'POST', '/api/notifications/subscribe', {
    subscription: {
      endpoint: ENDPOINT,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    language: 'ca',
  });
const stored = async (who: Member, endpoint = ENDPOINT) => {
  const res = await api.call(
    who,
    'GET',
    `/api/notifications/subscription?endpoint=${encodeURIComponent(endpoint)}`,
  );
  expect(res.statusCode).toBe(200);
  return res.json().stored as boolean;
};

// The notification switch shows ON only for a device whose subscription the server holds: after a
// reload it asks, rather than trusting the browser's own subscription.
describe('GET /api/notifications/subscription', () => {
  it('says whether this device’s subscription is stored for the caller', async () => {
    const member = await addMember(t, {});
    expect(await stored(member)).toBe(false);
    expect((await subscribe(member)).statusCode).toBe(204);
    expect(await stored(member)).toBe(true);
    expect(await stored(member, 'https://push.example.com/send/another')).toBe(false);

    const next = await addMember(t, {});
    expect(await stored(next)).toBe(false);

    await api.call(member, 'POST', '/api/notifications/unsubscribe', { endpoint: ENDPOINT });
    expect(await stored(member)).toBe(false);
  });

  it('asks for the device’s endpoint', async () => {
    const member = await addMember(t, {});
    const res = await api.call(member, 'GET', '/api/notifications/subscription');
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'endpoint' });
  });
});
