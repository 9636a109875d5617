import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classUsers } from '../src/infra/db/schema';
import { addClass, addMember, at, type Box, headersOf, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let box: Box;

beforeAll(async () => {
  t = await createTestApp(); // Monday 23 November 2026, 10:00 in Madrid
  box = await seedBox(t);
});
afterAll(() => t.close());

const call = async (who: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: await headersOf(t.app, who) });

async function feedUrlOf(who: Member, language: 'ca' | 'es' = 'ca'): Promise<string> {
  const res = await call(who, 'POST', '/api/calendarFeed/reset', { language });
  expect(res.statusCode).toBe(200);
  return res.json().url as string;
}

/** Fetches the feed as a calendar app would, and reads it with a parser of its own (ical.js). */
async function readFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] };
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  // The feed carries the box's zone; register it so TZID times resolve with the feed's own rules.
  for (const zone of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      local: event.startDate.toString(),
      status: vevent.getFirstPropertyValue('status'),
    };
  });
  return {
    status: 200,
    events,
    zones: calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
  };
}

const book = (member: Member, classId: number, status: 'IN' | 'WAIT' = 'IN') =>
  t.app.db.insert(classUsers).values({ classId, userId: member.id, status, creditSource: 'NONE' });

describe('the private calendar feed', () => {
  it('holds the member’s bookings at the box’s local time, in the box’s zone, winter and summer', async () => {
    const member = await addMember(t);
    const tonight = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '20:00' });
    const summer = await addClass(t, { activityId: box.crossfit, date: '2027-07-01', time: '07:30' });
    const waiting = await addClass(t, { activityId: box.openBox, date: '2026-11-24', time: '18:00' });
    const notMine = await addClass(t, { activityId: box.lifting, date: '2026-11-24', time: '09:00' });
    await book(member, tonight);
    await book(member, summer);
    await book(member, waiting, 'WAIT');
    await book(await addMember(t), notMine);

    const feed = await readFeed(await feedUrlOf(member, 'ca'));
    expect(feed.zones).toEqual(['Europe/Madrid']);
    expect(feed.events).toEqual([
      expect.objectContaining({
        summary: 'Halterofilia',
        start: at('2026-11-23', '20:00').toISOString(), // 19:00Z, winter time
        tzid: 'Europe/Madrid',
        local: '2026-11-23T20:00:00',
        status: 'CONFIRMED',
      }),
      expect.objectContaining({ summary: "Open Box (llista d'espera)", status: 'TENTATIVE' }),
      expect.objectContaining({
        summary: 'Crossfit',
        start: '2027-07-01T05:30:00.000Z', // summer time, UTC+2
        local: '2027-07-01T07:30:00',
      }),
    ]);
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(3);
  });

  it('follows the bookings: a class left is gone at the next fetch', async () => {
    const member = await addMember(t);
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '21:00' });
    await book(member, classId);
    const url = await feedUrlOf(member);
    expect((await readFeed(url)).events).toHaveLength(1);
    await t.app.db.delete(classUsers);
    expect((await readFeed(url)).events).toEqual([]);
  });

  it('answers the address to its member only, and a reset address replaces the old one, which stops working', async () => {
    const member = await addMember(t);
    expect((await call(member, 'GET', '/api/calendarFeed')).json()).toEqual({ url: null });
    const first = await feedUrlOf(member);
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendarFeed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(member, 'GET', '/api/calendarFeed')).json()).toEqual({ url: first });

    const second = await feedUrlOf(member);
    expect(second).not.toBe(first);
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);

    expect((await call(member, 'DELETE', '/api/calendarFeed')).statusCode).toBe(204);
    expect((await readFeed(second)).status).toBe(404);
  });
});
