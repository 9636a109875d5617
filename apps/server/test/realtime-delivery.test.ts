import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/infra/db/in-transaction';
import { publishOnCommit } from '../src/infra/realtime/event-queue';
import { EVENTS_CHANNEL } from '../src/infra/realtime/events';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  publish,
  RawStompClient,
  type StompTestClient,
  startListeningApp,
  tokenFor,
} from './realtime-support';

let t: ListeningApp;
const clients: StompTestClient[] = [];
/** How many times the user resolver ran, to tell a rolled-back event from a committed one. */
let userReads = 0;

beforeAll(async () => {
  t = await startListeningApp();
  t.app.realtime.onEvent('user', async (event) => [
    { destination: `/user/${event.userId}/read`, body: { id: event.userId, name: 'x', read: ++userReads } },
  ]);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => t.close());

async function connect(userId: number) {
  const client = await connectStompClient(t.url, await tokenFor(t.app, userId));
  clients.push(client);
  return client;
}

describe('delivering events', () => {
  it('sends the resolved user to the subscribers of /user/{id}/read, and only to them', async () => {
    const [seven, eight] = [await connect(7), await connect(8)];
    const [forSeven, forEight] = [
      await seven.subscribe('/user/7/read'),
      await eight.subscribe('/user/8/read'),
    ];
    const readsBefore = userReads;
    await publish(t.app.db, { kind: 'user', userId: 7 });
    await publish(t.app.db, { kind: 'user', userId: 8 });
    await eventually(() => forSeven.length > 0 && forEight.length > 0, 'both messages');
    // Events are sent in commit order, so a 7 wrongly sent to 8 would have come before 8's own.
    expect(forEight).toEqual([{ id: 8, name: 'x', read: readsBefore + 2 }]);
    expect(forSeven[0]).toEqual({ id: 7, name: 'x', read: readsBefore + 1 });
  });

  it('sends nothing for an event whose transaction rolled back', async () => {
    const client = await connect(7);
    const bodies = await client.subscribe('/user/7/read');
    const readsBefore = userReads;
    await expect(
      inTransaction(t.app.db, async (tx) => {
        publishOnCommit(tx, { kind: 'user', userId: 7 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await publish(t.app.db, { kind: 'user', userId: 7 });
    await eventually(() => bodies.length > 0, 'the committed event');
    expect(bodies).toEqual([{ id: 7, name: 'x', read: readsBefore + 1 }]);
    expect(userReads).toBe(readsBefore + 1);
  });

  it('frames a MESSAGE with subscription, message-id, destination and a JSON body', async () => {
    const raw = await RawStompClient.open(t.url);
    try {
      await raw.connect({ Authorization: `Bearer ${await tokenFor(t.app, 9)}` });
      raw.send('SUBSCRIBE\nid:mine\ndestination:/user/9/read\nreceipt:r\n\n\0');
      expect((await raw.nextFrame()).command).toBe('RECEIPT');
      await publish(t.app.db, { kind: 'user', userId: 9 });
      const frame = await raw.nextFrame();
      expect(frame.command).toBe('MESSAGE');
      expect(Object.fromEntries(frame.headers)).toMatchObject({
        subscription: 'mine',
        'message-id': '1',
        destination: '/user/9/read',
        'content-type': 'application/json',
      });
      expect(JSON.parse(frame.body)).toMatchObject({ id: 9, name: 'x' });
    } finally {
      raw.socket.terminate();
    }
  });

  it('ignores malformed payloads and failing resolvers, and carries on', async () => {
    t.app.realtime.onEvent('classUser', async (event) => {
      if (event.classUserId === 1) throw new Error('resolver broke');
      return [
        { destination: `/classUser/${event.action}/${event.classId}`, body: { id: event.classUserId } },
      ];
    });
    const trainer = await connectStompClient(t.url, await tokenFor(t.app, 2, ['TRAINER']));
    clients.push(trainer);
    const bodies = await trainer.subscribe('/classUser/save/3');
    for (const junk of ['not json', '{"kind":"user","userId":"7"}', '{"kind":"unknown"}'])
      await t.app.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${junk})`);
    await publish(t.app.db, { kind: 'classUser', action: 'save', classId: 3, classUserId: 1 });
    await publish(t.app.db, { kind: 'classUser', action: 'save', classId: 3, classUserId: 2 });
    await eventually(() => bodies.length > 0, 'the event after the broken ones');
    expect(bodies).toEqual([{ id: 2 }]);
  });
});

describe('a rush on one class', () => {
  it('coalesces /class/{id} frames, and the last frame carries the last state', async () => {
    let state = 0;
    t.app.realtime.onEvent('class', async (event) => [
      { destination: `/class/${event.classId}`, body: { classId: event.classId, state: ++state } },
    ]);
    const client = await connect(7);
    const bodies = (await client.subscribe('/class/5')) as { state: number }[];
    await Promise.all(Array.from({ length: 20 }, () => publish(t.app.db, { kind: 'class', classId: 5 })));
    await eventually(() => bodies.some((b) => b.state === 20), 'the twentieth state');
    expect(bodies.length).toBeLessThanOrEqual(5);
    // One more change: nothing older may slip in before it.
    await publish(t.app.db, { kind: 'class', classId: 5 });
    await eventually(() => bodies.at(-1)?.state === 21, 'the twenty-first state');
    const states = bodies.map((b) => b.state);
    expect(states).toEqual([...states].sort((a, b) => a - b));
    expect(new Set(states).size).toBe(states.length);
  });
});
