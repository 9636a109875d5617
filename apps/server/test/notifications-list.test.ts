import { NOTIFICATIONS_KEPT_DAYS } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/infra/db/schema';
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
const TODAY = '2026-11-23';
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let admin: Member;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

interface Item {
  id: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  read: boolean;
}
const listOf = async (who: Member, lang?: 'ca' | 'es') =>
  (await api.call(who, 'GET', `/api/notifications/list${lang ? `?lang=${lang}` : ''}`)).json() as {
    unread: number;
    items: Item[];
  };
const lifting = (time: string, maxPeople = 12) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });

describe('the notifications a member was sent, in the app', () => {
  it('keeps a cancelled class for a member without any device, worded in the language asked', async () => {
    const member = await addMember(t, { activity: 2 });
    const classId = await lifting('18:00');
    await api.join(member, classId);
    expect((await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`)).statusCode).toBe(200);

    const ca = await listOf(member, 'ca');
    expect(ca.unread).toBe(1);
    expect(ca.items).toEqual([
      expect.objectContaining({ kind: 'class_cancelled', title: 'Classe anul·lada', read: false }),
    ]);
    expect(ca.items[0]?.body).toContain('dilluns 23/11 18:00');
    expect(ca.items[0]?.url).toBe(`/book/weightlifting/${TODAY}`);
    expect((await listOf(member, 'es')).items[0]?.title).toBe('Clase anulada');
  });

  it('keeps a promotion from the waiting list, written in the statement that moves the member in', async () => {
    const first = await addMember(t, { activity: 2 });
    const waiting = await addMember(t, { activity: 2 });
    const classId = await lifting('19:00', 1);
    await api.join(first, classId);
    expect((await api.join(waiting, classId)).json()).toMatchObject({ status: 'WAIT' });
    await api.leave(first, classId);
    const { items } = await listOf(waiting, 'es');
    expect(items.map((item) => item.kind)).toEqual(['promoted']);
    expect(items[0]?.title).toBe('¡Ya tienes plaza!');
    // The member who left was told nothing.
    expect((await listOf(first)).items).toEqual([]);
  });

  it('keeps a broadcast for every member, newest first, but not the staff chat, which has its own list', async () => {
    const member = await addMember(t, {});
    await api.call(member, 'POST', `/api/chat/${member.id}/messages`, { content: 'Hola' });
    await api.call(trainer, 'POST', `/api/chat/${member.id}/messages`, { content: 'Bon dia!' });
    await api.call(admin, 'POST', '/api/notifications/broadcast', { message: 'Dissabte obrim a les 9' });
    const { items } = await listOf(member, 'ca');
    expect(items.map((item) => item.kind)).toEqual(['broadcast']);
    expect(items[0]?.body).toBe('Dissabte obrim a les 9');
    expect((await listOf(trainer)).items.map((item) => item.kind)).not.toContain('chat_message');
  });

  it('marks one read, then all, and never another member’s', async () => {
    const member = await addMember(t, {});
    const other = await addMember(t, {});
    await api.call(admin, 'POST', '/api/notifications/broadcast', { message: 'Un' });
    await api.call(admin, 'POST', '/api/notifications/broadcast', { message: 'Dos' });
    const before = await listOf(member);
    expect(before.unread).toBe(2);
    const [newest] = before.items;
    const [othersNewest] = (await listOf(other)).items;
    const read = (who: Member, body: object) => api.call(who, 'POST', '/api/notifications/read', body);
    expect((await read(member, { ids: [newest?.id, othersNewest?.id] })).statusCode).toBe(204);
    const after = await listOf(member);
    expect(after.unread).toBe(1);
    expect((await api.call(member, 'GET', '/api/notifications/unread')).json()).toEqual({ unread: 1 });
    expect(after.items.map((item) => item.read)).toEqual([true, false]);
    expect((await listOf(other)).unread).toBe(2);
    await read(member, {});
    expect((await listOf(member)).unread).toBe(0);
    expect((await read(member, { ids: ['x'] })).json()).toMatchObject({ code: 'validation' });
  });

  it(`keeps ${NOTIFICATIONS_KEPT_DAYS} days: older ones are neither listed nor counted`, async () => {
    const member = await addMember(t, {});
    await api.call(admin, 'POST', '/api/notifications/broadcast', { message: 'Fa temps' });
    const old = new Date(clock.now().getTime() - (NOTIFICATIONS_KEPT_DAYS + 1) * 86_400_000);
    await t.app.db.update(notifications).set({ createdAt: old }).where(eq(notifications.userId, member.id));
    expect(await listOf(member)).toEqual({ unread: 0, items: [] });
  });

  it('asks to be signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/list' })).statusCode).toBe(401);
  });
});
