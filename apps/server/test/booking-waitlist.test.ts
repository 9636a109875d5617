import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditLedger } from '../src/infra/db/schema';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid; cancelLimitMinutes is 120, so 12:00 is the edge.
const TODAY = '2026-11-23';
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
});
beforeEach(() => clock.set('2026-11-23T09:00:00Z'));
afterAll(() => t.close());

const lifting = (time: string, maxPeople: number) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });
const paying = () => addMember(t, { activity: 1 });
const statuses = async (classId: number) =>
  (await api.classUsers(trainer, classId)).map((entry) => [entry.user.id, entry.status]);
const ledgerOf = async (member: Member) =>
  (await t.app.db.select().from(creditLedger).where(eq(creditLedger.userId, member.id))).map((row) => [
    row.reason,
    row.delta,
  ]);

describe('the waiting list', () => {
  it('queues a full class in arrival order and tells each their position', async () => {
    const classId = await lifting('20:00', 2);
    const [a, b, c, d, e] = [await paying(), await paying(), await paying(), await paying(), await paying()];
    for (const who of [a, b, c, d, e]) await api.join(who, classId);
    expect(await statuses(classId)).toEqual([
      [a.id, 'IN'],
      [b.id, 'IN'],
      [c.id, 'WAIT'],
      [d.id, 'WAIT'],
      [e.id, 'WAIT'],
    ]);
    const view = (await api.view(d, classId)).json();
    expect(view).toMatchObject({
      usersIn: [a.id, b.id],
      usersWait: [c.id, d.id, e.id],
      me: { status: 'WAIT', position: 2 },
    });
    expect((await api.user(d)).credits.activity).toBe(1);
  });

  it('lets a waiting user leave for free, and the queue moves up', async () => {
    const classId = await lifting('20:00', 1);
    const [a, b, c] = [await paying(), await paying(), await paying()];
    for (const who of [a, b, c]) await api.join(who, classId);
    expect((await api.leave(b, classId)).json().me).toBeNull();
    expect((await api.view(c, classId)).json().me).toEqual({ status: 'WAIT', position: 1 });
    expect(await ledgerOf(b)).toEqual([['PURCHASE', 1]]);
  });

  it('gives a place freed early to the first waiting user who can pay, skipping one who cannot', async () => {
    const classId = await lifting('20:00', 1);
    const [a, broke, c] = [await paying(), await addMember(t), await paying()];
    for (const who of [a, broke, c]) await api.join(who, classId);
    const res = await api.leave(a, classId);
    expect(res.statusCode).toBe(200);
    expect(await ledgerOf(a)).toEqual([
      ['PURCHASE', 1],
      ['BOOKING', -1],
      ['REFUND', 1],
    ]);
    expect(await statuses(classId)).toEqual([
      [c.id, 'IN'],
      [broke.id, 'WAIT'],
    ]);
    expect(await ledgerOf(c)).toEqual([
      ['PURCHASE', 1],
      ['BOOKING', -1],
    ]);
    expect((await api.view(broke, classId)).json().me).toEqual({ status: 'WAIT', position: 1 });
  });

  it('takes a promoted singleBook member off their other waiting lists of the day', async () => {
    const crossfit = (time: string) =>
      addClass(t, { activityId: box.crossfit, date: TODAY, time, maxPeople: 1 });
    const [six, seven] = [await crossfit('18:00'), await crossfit('19:00')];
    const [x, y, both] = [await paying(), await paying(), await addMember(t, { activity: 2 })];
    await api.join(x, six);
    await api.join(y, seven);
    expect((await api.join(both, six)).json().status).toBe('WAIT');
    expect((await api.join(both, seven)).json().status).toBe('WAIT');
    await api.leave(x, six);
    expect(await statuses(six)).toEqual([[both.id, 'IN']]);
    expect(await statuses(seven)).toEqual([[y.id, 'IN']]);
  });
});
