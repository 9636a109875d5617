import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/infra/db/in-transaction';
import { pushOutbox, pushSubscriptions } from '../src/infra/db/schema';
import { queuePush } from '../src/infra/push/push-outbox';
import { addMember, headersOf, type Member } from './booking-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let stub: PushServiceStub;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ clock });
  stub = new PushServiceStub();
  await stub.start();
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
afterEach(async () => {
  await t.app.db.delete(pushSubscriptions);
  stub.received.length = 0;
});

const broadcast = async (message: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/broadcast',
    payload: { message },
    headers: await headersOf(t.app, admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { devices: number };
};

describe('Web Push delivery', () => {
  it('sends the payload encrypted for the device (aes128gcm) and signed with our VAPID key', async () => {
    const member = await addMember(t);
    const phone = stub.device('phone');
    await subscribeDevice(t.app, member, phone, 'ca');

    expect(await broadcast('Demà el box obre a les 8')).toEqual({ devices: 1 });
    await deliver(t.app);

    expect(stub.refused).toEqual([]);
    const [push] = stub.to('phone');
    expect(push?.payload).toMatchObject({
      title: 'Boxbook CrossFit',
      body: 'Demà el box obre a les 8',
      url: '/profile',
    });
    // Signed by the key browsers subscribe with, for this push service, naming who to contact.
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/notifications/publicKey' })).body;
    expect(push?.vapid.publicKey).toBe(publicKey);
    expect(push?.vapid.aud).toBe(new URL(phone.subscription.endpoint).origin);
    expect(push?.vapid.sub).toBe('mailto:hola@boxbook.cat');
    expect(push?.vapid.exp).toBeGreaterThan(Date.now() / 1000);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
  });

  it('answers the public key as text, the same for every process (kept in the database)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/publicKey' });
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(res.body).toBe(t.app.push.keys.publicKey);
  });

  it('keeps a subscription per device, and unsubscribing one device leaves the others', async () => {
    const member = await addMember(t);
    const [phone, laptop] = [stub.device('phone-2'), stub.device('laptop-2')];
    await subscribeDevice(t.app, member, phone);
    await subscribeDevice(t.app, member, laptop);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { endpoint: phone.subscription.endpoint },
      headers: await headersOf(t.app, member),
    });
    expect(res.statusCode).toBe(204);

    await broadcast('Hola');
    await deliver(t.app);
    expect(stub.received.map((push) => push.device)).toEqual(['laptop-2']);
  });

  it('drops a subscription the push service says is gone (410), so nothing more is sent to it', async () => {
    const member = await addMember(t);
    await subscribeDevice(t.app, member, stub.device('old-phone'));
    stub.answer('old-phone', { status: 410 });

    await broadcast('Primer');
    await deliver(t.app);
    const left = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(left).toEqual([]);
    expect(await broadcast('Segon')).toEqual({ devices: 0 });
  });

  it('retries after 429 and 5xx with back-off (Retry-After when given), and delivers in the end', async () => {
    const member = await addMember(t);
    await subscribeDevice(t.app, member, stub.device('busy'));
    stub.answer('busy', { status: 503 }, { status: 429, headers: { 'retry-after': '120' } });
    await broadcast('Insistent');

    await deliver(t.app); // 503: again in 30 s
    expect(stub.to('busy')).toHaveLength(1);
    await deliver(t.app);
    expect(stub.to('busy')).toHaveLength(1);

    clock.set('2026-11-23T09:00:30Z');
    await deliver(t.app); // 429, Retry-After 120 s
    expect(stub.to('busy')).toHaveLength(2);
    clock.set('2026-11-23T09:02:29Z');
    await deliver(t.app);
    expect(stub.to('busy')).toHaveLength(2);

    clock.set('2026-11-23T09:02:30Z');
    await deliver(t.app);
    expect(stub.to('busy')).toHaveLength(3);
    const rows = await t.app.db
      .select({ status: pushOutbox.status, attempts: pushOutbox.attempts })
      .from(pushOutbox);
    expect(rows).toContainEqual({ status: 'SENT', attempts: 3 });
    clock.set('2026-11-23T09:00:00Z');
  });

  it('sends a push only if the transaction that queued it commits', async () => {
    const member = await addMember(t);
    await subscribeDevice(t.app, member, stub.device('tx'));
    await expect(
      inTransaction(t.app.db, async (tx) => {
        await queuePush(tx, { userId: member.id, kind: 'broadcast', params: { message: 'never' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await inTransaction(t.app.db, (tx) =>
      queuePush(tx, { userId: member.id, kind: 'broadcast', params: { message: 'committed' } }),
    );
    await deliver(t.app);
    expect(stub.to('tx').map((push) => push.payload.body)).toEqual(['committed']);
  });

  it('refuses an endpoint that is not a push service (plain http elsewhere, an address, a local name)', async () => {
    const member = await addMember(t);
    for (const endpoint of ['http://push.example.com/x', 'https://10.0.0.5/x', 'https://intranet/x']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/subscribe',
        payload: { subscription: { endpoint, keys: { p256dh: 'BAAA', auth: 'AAAA' } } },
        headers: await headersOf(t.app, member),
      });
      expect(res.statusCode, endpoint).toBe(400);
    }
  });
});
