import { CONFIG_DEFAULTS } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingBookingTakes } from '../src/infra/db/schema';
import { addMember, type Box, type bookingApi, type Member, openBookingBox } from './booking-support';
import { createTwinApp, fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid. Tuesday's classes open today at 17:00 (16:00 UTC).
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let admin: Member;
/** Template ids by "day HH:MM". */
const templates = new Map<string, number>();

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  const slots = [
    { day: 0, startTime: '20:00', maxPeople: 5 },
    { day: 1, startTime: '19:00', maxPeople: 1 },
    { day: 1, startTime: '20:00', maxPeople: 5 },
    { day: 1, startTime: '21:00', maxPeople: 5 },
    { day: 2, startTime: '19:00', maxPeople: 2 },
  ];
  for (const day of [0, 1, 2]) {
    const classes = slots
      .filter((slot) => slot.day === day)
      .map(({ startTime, maxPeople }) => ({
        activityId: box.lifting,
        startTime,
        endTime: `${Number(startTime.slice(0, 2)) + 1}:00`,
        maxPeople,
      }));
    const saved = (await api.call(trainer, 'PUT', `/api/calendar/${day}`, { id: day, classes })).json();
    for (const template of saved.classes) templates.set(`${day} ${template.startTime}`, template.id);
  }
});
afterAll(() => t.close());

const standing = (who: Member, member: Member, slot: string) =>
  api.call(who, 'POST', `/api/users/${member.id}/standingBookings`, { templateId: templates.get(slot) });
const list = async (member: Member) =>
  (await api.call(member, 'GET', `/api/users/${member.id}/standingBookings`)).json() as {
    id: number;
    template: { id: number; day: number; startTime: string };
    takes: { classId: number; date: string; outcome: string; code: string | null }[];
  }[];
/** A device of the member's, so pushes to them are queued (push_outbox holds one row per device). */
const subscribe = (member: Member) =>
  t.app.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
    values (${member.id}, ${`https://push.example.com/${member.id}`}, 'key', 'auth')`);
const pushesTo = async (member: Member) => {
  const result = (await t.app.db.execute(sql`select o.kind, o.params from push_outbox o
    join push_subscriptions s on s.id = o.subscription_id where s.user_id = ${member.id}`)) as unknown as {
    rows: { kind: string; params: Record<string, unknown> }[];
  };
  return result.rows;
};
const classOf = async (date: string, time: string) => {
  const day = (await api.call(trainer, 'GET', `/api/classes?date=${date}&activityId=${box.lifting}`)).json();
  return day.find((c: { startTime: string }) => c.startTime.includes(`T${Number(time.slice(0, 2)) - 1}:`));
};

describe('a standing booking', () => {
  it("takes each week's place when the class opens, with the member's credit, once", async () => {
    const [first, second] = [await addMember(t, { activity: 2 }), await addMember(t, { activity: 1 })];
    await subscribe(first);
    await subscribe(second);
    expect((await standing(first, first, '1 19:00')).statusCode).toBe(200);
    expect((await standing(admin, second, '1 19:00')).statusCode).toBe(200);
    // Not open yet: nothing is taken before 17:00 the day before.
    clock.set('2026-11-23T15:59:59Z');
    await t.app.standingBookings.run();
    expect((await list(first))[0]?.takes).toEqual([]);

    clock.set('2026-11-23T16:00:00Z');
    await t.app.standingBookings.run();
    const cls = await classOf('2026-11-24', '19:00');
    expect(cls).toMatchObject({ usersIn: [first.id], usersWait: [second.id] });
    expect((await list(first))[0]?.takes).toEqual([
      expect.objectContaining({ classId: cls.id, date: '2026-11-24', outcome: 'IN', code: null }),
    ]);
    // Waiting is not a place: the member is told, and sees why.
    expect((await list(second))[0]?.takes[0]).toMatchObject({ outcome: 'WAIT', code: 'class_full' });
    expect(await pushesTo(second)).toEqual([
      { kind: 'standing_not_taken', params: { classId: cls.id, code: 'class_full' } },
    ]);
    expect(await pushesTo(first)).toEqual([]);
    expect((await api.user(first)).credits.activity).toBe(1);

    // Tried once: a member who leaves is not put back by the next run.
    await api.leave(first, cls.id);
    await t.app.standingBookings.run();
    expect((await classOf('2026-11-24', '19:00')).usersIn).toEqual([second.id]);
  });

  it('records a place the rules refuse and a place already booked by hand', async () => {
    const [broke, manual] = [await addMember(t), await addMember(t, { activity: 1 })];
    await subscribe(broke);
    clock.set('2026-11-23T09:00:00Z');
    await standing(broke, broke, '1 20:00');
    const cls = await classOf('2026-11-24', '20:00');
    await api.join(trainer, cls.id, manual.id);
    await standing(manual, manual, '1 20:00');
    clock.set('2026-11-23T16:00:05Z');
    await t.app.standingBookings.run();
    expect((await list(broke))[0]?.takes[0]).toMatchObject({ outcome: 'NOT_TAKEN', code: 'no_credits' });
    expect((await pushesTo(broke)).map((push) => push.params.code)).toEqual(['no_credits']);
    expect((await list(manual))[0]?.takes[0]).toMatchObject({ outcome: 'ALREADY', code: null });
    expect((await classOf('2026-11-24', '20:00')).usersIn).toEqual([manual.id]);
  });

  it('takes a class already open at once, and stops when it is deleted', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const member = await addMember(t, { activity: 3 });
    const res = await standing(member, member, '0 20:00');
    expect(res.json()[0]).toMatchObject({
      template: { day: 0, startTime: '20:00' },
      takes: [expect.objectContaining({ date: '2026-11-23', outcome: 'IN' })],
    });
    expect((await standing(member, member, '0 20:00')).json()).toMatchObject({ code: 'standing_exists' });
    const unknown = await api.call(member, 'POST', `/api/users/${member.id}/standingBookings`, {
      templateId: 999_999,
    });
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'templateId' });

    await standing(member, member, '1 21:00');
    const tuesday = (await list(member)).find((s) => s.template.day === 1);
    const gone = await api.call(member, 'DELETE', `/api/users/${member.id}/standingBookings/${tuesday?.id}`);
    expect(gone.json()).toHaveLength(1);
    clock.set('2026-11-23T16:01:00Z');
    await t.app.standingBookings.run();
    expect((await classOf('2026-11-24', '21:00')).usersIn).toEqual([]);
  });

  it("is the member's own or an admin's to manage", async () => {
    const [member, other] = [await addMember(t), await addMember(t)];
    expect((await standing(other, member, '1 21:00')).statusCode).toBe(403);
    expect((await standing(trainer, member, '1 21:00')).statusCode).toBe(403);
    expect((await api.call(other, 'GET', `/api/users/${member.id}/standingBookings`)).statusCode).toBe(403);
    expect((await standing(admin, member, '1 21:00')).statusCode).toBe(200);
    const [mine] = await list(member);
    const del = await api.call(other, 'DELETE', `/api/users/${member.id}/standingBookings/${mine?.id}`);
    expect(del.statusCode).toBe(403);
    expect(
      (await api.call(other, 'DELETE', `/api/users/${other.id}/standingBookings/${mine?.id}`)).statusCode,
    ).toBe(404);
  });
});

describe("a standing booking and the box's terms (termsBlockBooking)", () => {
  const setBlocking = async (termsBlockBooking: boolean) => {
    const { timeZone: _zone, paymentPublicKey: _key, ...settings } = CONFIG_DEFAULTS;
    const saved = await api.call(admin, 'PUT', '/api/app/config', {
      ...settings,
      topPlanKey: 'unlimited',
      termsBlockBooking,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const publish = async (n: number) => {
    const published = await api.call(admin, 'POST', '/api/terms/versions', {
      bodyCa: `Versió ${n}: entreno sota la meva responsabilitat i seguiré les indicacions dels tècnics.`,
      bodyEs: `Versión ${n}: entreno bajo mi responsabilidad y seguiré las indicaciones de los técnicos.`,
    });
    expect(published.statusCode, published.body).toBe(201);
    return published.json() as { id: number };
  };

  it('waits for the terms like a join: not made before they are accepted, and a week is not taken after a new version', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const v1 = await publish(1);
    await setBlocking(true);
    try {
      const member = await addMember(t, { activity: 3 });
      await subscribe(member);
      const refused = await standing(member, member, '1 21:00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'terms_not_accepted' });
      expect(await list(member)).toEqual([]);

      await api.call(member, 'POST', '/api/terms/accept', { versionId: v1.id });
      expect((await standing(member, member, '1 21:00')).statusCode).toBe(200);
      // The box publishes new terms before Tuesday's class opens: the member has not read them.
      await publish(2);
      clock.set('2026-11-23T16:02:00Z');
      await t.app.standingBookings.run();
      expect((await list(member))[0]?.takes[0]).toMatchObject({
        outcome: 'NOT_TAKEN',
        code: 'terms_not_accepted',
      });
      expect((await pushesTo(member)).map((push) => push.params.code)).toEqual(['terms_not_accepted']);
    } finally {
      await setBlocking(false);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on two server processes (needs DATABASE_URL)', () => {
  it('tries each week once, whichever process looks first', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const twin = await createTwinApp(t, { clock });
    try {
      const members = [];
      for (let i = 0; i < 3; i++) members.push(await addMember(t, { activity: 1 }));
      for (const member of members) await standing(member, member, '2 19:00');
      clock.set('2026-11-24T16:00:00Z');
      await Promise.all([t.app.standingBookings.run(), twin.app.standingBookings.run()]);
      const cls = await classOf('2026-11-25', '19:00');
      expect(cls.usersIn).toEqual([members[0]?.id, members[1]?.id]);
      expect(cls.usersWait).toEqual([members[2]?.id]);
      const takes = await t.app.db.select().from(standingBookingTakes);
      expect(takes.filter((take) => take.classId === cls.id)).toHaveLength(3);
    } finally {
      await twin.close();
    }
  });
});
