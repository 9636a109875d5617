import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventDispatcher, type Outgoing } from '../src/infra/realtime/event-dispatcher';
import { addClass, addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  type StompTestClient,
  startListeningApp,
  tokenFor,
} from './realtime-support';

// docs/product.md, Live updates: a screen reads its classes, then subscribes to them. A change made
// in between was published to nobody; a subscription that asks for it (`state:current`) gets the
// class as it is now as its first message, so the screen need not read its classes again.

let t: ListeningApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
const clients: StompTestClient[] = [];
const CURRENT = { state: 'current' };

beforeAll(async () => {
  t = await startListeningApp();
  box = await seedBox(t);
  api = bookingApi(t);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t.close();
});

async function connect(who: Member) {
  const client = await connectStompClient(t.url, await tokenFor(t.app, who.id, who.roles));
  clients.push(client);
  return client;
}

const placesIn = (view: unknown) => (view as { usersIn: unknown[] }).usersIn.length;

describe('a class subscription that asks for the current state', () => {
  it('gets a booking made between the screen’s read and its subscription', async () => {
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '20:00' });
    const member = await addMember(t, { activity: 2 });
    const other = await addMember(t, { activity: 2 });
    const read = await api.view(member, classId);
    expect(placesIn(read.json())).toBe(0);
    // Someone books once the screen has its answer, before it subscribes: that frame reaches nobody.
    expect((await api.join(other, classId)).statusCode).toBe(200);

    const client = await connect(member);
    const frames = await client.subscribe(`/class/${classId}`, CURRENT);
    await eventually(() => frames.length > 0, 'the class as it is now');
    expect(frames[0]).toMatchObject({ id: classId, me: null, usersIn: [expect.anything()] });
  });

  it('gets the classes a screen subscribes to together, each on its own subscription', async () => {
    const first = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '17:00' });
    const second = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '18:00' });
    const member = await addMember(t, { activity: 2 });
    expect((await api.join(member, second)).statusCode).toBe(200);
    const client = await connect(member);
    const [firstFrames, secondFrames] = await Promise.all([
      client.subscribe(`/class/${first}`, CURRENT),
      client.subscribe(`/class/${second}`, CURRENT),
    ]);
    await eventually(() => firstFrames.length > 0 && secondFrames.length > 0, 'both classes');
    expect(firstFrames[0]).toMatchObject({ id: first });
    // On PostgreSQL the join's own frame may come too, its NOTIFY heard after the subscription.
    expect(secondFrames.every((frame) => (frame as { id: number }).id === second)).toBe(true);
    expect(placesIn(secondFrames.at(-1))).toBe(1);
  });

  it('then hears the next change as before', async () => {
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '19:00' });
    const member = await addMember(t, { activity: 2 });
    const client = await connect(member);
    const frames = await client.subscribe(`/class/${classId}`, CURRENT);
    await eventually(() => frames.length > 0, 'the class as it is now');
    await api.join(member, classId);
    await eventually(() => frames.some((frame) => placesIn(frame) === 1), 'the join');
    expect(placesIn(frames.at(-1))).toBe(1);
  });

  it('is sent nothing for a class that does not exist, nor without asking', async () => {
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '21:00' });
    const member = await addMember(t, { activity: 2 });
    const client = await connect(member);
    const missing = await client.subscribe('/class/999999', CURRENT);
    const unasked = await client.subscribe(`/class/${classId}`);
    // A later subscription's state arrives after theirs would have: one that did ask, as a marker.
    const marker = await client.subscribe(`/class/${classId}`, CURRENT);
    await eventually(() => marker.length > 0, 'the marker');
    expect(missing).toEqual([]);
    expect(unasked).toEqual([]);
  });
});

describe('a current state read', () => {
  it('is not sent once a change read after it has reached its destination', async () => {
    const log = { error: () => {} } as unknown as FastifyBaseLogger;
    const broadcast: string[] = [];
    const dispatcher = new EventDispatcher(
      log,
      () => true,
      (_destination, body) => broadcast.push(body),
    );
    dispatcher.register('class', async () => [{ destination: '/class/1', body: 'after the change' }]);
    let answer: (outgoing: Outgoing[]) => void = () => {};
    const onlyHere: string[] = [];
    // The state's read started first but is slow; the change's read started later and is sent.
    const state = dispatcher.sendOnly(
      () => new Promise((resolve) => (answer = resolve)),
      (_destination, body) => onlyHere.push(body),
    );
    dispatcher.dispatch(JSON.stringify({ kind: 'class', classId: 1 }));
    await eventually(() => broadcast.length > 0, 'the change');
    answer([{ destination: '/class/1', body: 'before the change' }]);
    await state;
    expect(onlyHere).toEqual([]);
    expect(broadcast).toEqual([JSON.stringify('after the change')]);
  });
});
