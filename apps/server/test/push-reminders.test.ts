import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { classUsers, pushReminders, pushSubscriptions } from '../src/infra/db/schema';
import { addClass, addMember, at, type Box, headersOf, type Member, seedBox } from './booking-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import { createTestApp, createTwinApp, fixedClock, type TestApp } from './test-app';

/** A member IN a class at `time` today, booked at `bookedAt` (straight in the database). */
export async function bookedIn(t: TestApp, member: Member, classId: number, bookedAt: string) {
  await t.app.db.insert(classUsers).values({
    classId,
    userId: member.id,
    status: 'IN',
    creditSource: 'NONE',
    joinedAt: at('2026-11-23', bookedAt),
  });
}

describe('class reminders', () => {
  const clock = fixedClock('2026-11-23T09:00:00Z'); // 10:00 in Madrid
  let t: TestApp;
  let box: Box;
  let stub: PushServiceStub;
  const setMadrid = (time: string) => clock.set(at('2026-11-23', time).toISOString());

  beforeAll(async () => {
    t = await createTestApp({ clock });
    box = await seedBox(t);
    stub = new PushServiceStub();
    await stub.start();
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  afterEach(async () => {
    await t.app.db.delete(pushSubscriptions);
    await t.app.db.delete(pushReminders);
    stub.received.length = 0;
    setMadrid('10:00');
  });

  it('reminds a member 60 minutes before a booked class by default, once', async () => {
    const member = await addMember(t);
    await subscribeDevice(t.app, member, stub.device('default'), 'es');
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '12:00' });
    await bookedIn(t, member, classId, '09:00');

    setMadrid('10:59');
    expect(await t.app.push.remindNow()).toBe(0);
    setMadrid('11:00');
    expect(await t.app.push.remindNow()).toBe(1);
    setMadrid('11:05');
    expect(await t.app.push.remindNow()).toBe(0);
    await deliver(t.app);
    expect(stub.to('default').map((push) => push.payload)).toEqual([
      {
        kind: 'reminder',
        title: 'Tienes clase pronto',
        body: 'Halterofilia, lunes 23/11 12:00. ¡Te vemos en el box!',
        url: '/book/weightlifting/2026-11-23',
        tag: `class-${classId}`,
      },
    ]);
  });

  it("follows the member's own choice, or none at all when they turn it off", async () => {
    const early = await addMember(t);
    const off = await addMember(t);
    await subscribeDevice(t.app, early, stub.device('early'));
    await subscribeDevice(t.app, off, stub.device('off'));
    const put = async (who: Member, reminderMinutes: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        payload: { reminderMinutes },
        headers: await headersOf(t.app, who),
      });
    expect((await put(early, 180)).json()).toEqual({ reminderMinutes: 180 });
    expect((await put(off, null)).json()).toEqual({ reminderMinutes: null });
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '14:00' });
    await bookedIn(t, early, classId, '08:00');
    await bookedIn(t, off, classId, '08:00');

    setMadrid('11:00');
    await t.app.push.remindNow();
    setMadrid('13:00');
    await t.app.push.remindNow();
    await deliver(t.app);
    expect(stub.to('early')).toHaveLength(1);
    expect(stub.to('off')).toEqual([]);
  });

  it('does not remind a member who booked inside their reminder time, nor one who left', async () => {
    const late = await addMember(t);
    await subscribeDevice(t.app, late, stub.device('late'));
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '16:00' });
    await bookedIn(t, late, classId, '15:30');
    setMadrid('15:30');
    expect(await t.app.push.remindNow()).toBe(0);
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('class reminders from two server processes (needs DATABASE_URL)', () => {
  it('sends a reminder once when both processes look at the same moment', async () => {
    const clock = fixedClock(at('2026-11-23', '11:00').toISOString());
    const a = await createTestApp({ clock });
    const b = await createTwinApp(a);
    const stub = new PushServiceStub();
    await stub.start();
    try {
      const box = await seedBox(a);
      const members = await Promise.all([1, 2, 3].map(() => addMember(a)));
      const classId = await addClass(a, { activityId: box.lifting, date: '2026-11-23', time: '12:00' });
      for (const [i, member] of members.entries()) {
        await subscribeDevice(a.app, member, stub.device(`m${i}`));
        await bookedIn(a, member, classId, '09:00');
      }
      // Both processes, many times over, at once.
      const queued = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).app.push.remindNow()),
      );
      expect(queued.reduce((sum, n) => sum + n, 0)).toBe(3);
      await Promise.all([a.app.push.sender.flush(), b.app.push.sender.flush()]);
      await Promise.all([a.app.push.sender.flush(), b.app.push.sender.flush()]);
      expect(stub.received.map((push) => push.device).sort()).toEqual(['m0', 'm1', 'm2']);
    } finally {
      await stub.close();
      await b.close();
      await a.close();
    }
  });
});
