import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES } from '../src/infra/realtime/stomp-frame';
import { MAX_SUBSCRIPTIONS } from '../src/infra/realtime/stomp-session';
import {
  eventually,
  type ListeningApp,
  RawStompClient,
  startListeningApp,
  tokenFor,
} from './realtime-support';
import type { fixedClock } from './test-app';

let t: ListeningApp;
const clients: RawStompClient[] = [];
beforeAll(async () => {
  t = await startListeningApp();
});
afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});
afterAll(() => t.close());

async function open(protocols?: string[]) {
  const client = await RawStompClient.open(t.url, protocols);
  clients.push(client);
  return client;
}

/** A connected client of the given user. */
async function connectAs(
  userId: number,
  roles: Parameters<typeof tokenFor>[2] = ['USER'],
  heartBeat = '0,0',
) {
  const client = await open();
  const answer = await client.connect({
    Authorization: `Bearer ${await tokenFor(t.app, userId, roles)}`,
    'heart-beat': heartBeat,
  });
  expect(answer.command).toBe('CONNECTED');
  return client;
}

async function expectError(client: RawStompClient, message: string) {
  const frame = await client.nextFrame();
  expect(frame.command).toBe('ERROR');
  expect(frame.headers.get('message')).toBe(message);
  await client.closed();
}

describe('connecting to /stream', () => {
  it('ends a connection with an ERROR when its access token expires', async () => {
    const clock = t.app.clock as ReturnType<typeof fixedClock>;
    const token = await tokenFor(t.app, 7); // valid until 09:15
    clock.set('2026-11-23T09:14:59.700Z');
    try {
      const client = await open();
      const answer = await client.connect({ Authorization: `Bearer ${token}`, 'heart-beat': '0,0' });
      expect(answer.command).toBe('CONNECTED');
      await expectError(client, 'token expired');
    } finally {
      clock.set('2026-11-23T09:00:00Z');
    }
  });

  it('picks v12.stomp among the sub-protocols stompjs offers', async () => {
    const client = await open(['v10.stomp', 'v11.stomp', 'v12.stomp']);
    expect(client.socket.protocol).toBe('v12.stomp');
  });

  it('answers CONNECT with the negotiated heart-beat', async () => {
    const client = await open();
    const token = await tokenFor(t.app, 7);
    const frame = await client.connect({ authorization: `Bearer ${token}`, 'heart-beat': '10000,10000' });
    expect(frame.command).toBe('CONNECTED');
    expect(Object.fromEntries(frame.headers)).toEqual({
      version: '1.2',
      'heart-beat': '10000,10000',
      server: 'boxbook',
    });
  });

  it('refuses a CONNECT without a token', async () => {
    const client = await open();
    await client.connect({});
    expect(client.frames[0]?.headers.get('message')).toBe('unauthorized');
    expect(await client.closed()).toBe(1008);
  });

  it('refuses a CONNECT with a bad token', async () => {
    const client = await open();
    const token = await tokenFor(t.app, 7);
    const frame = await client.connect({ Authorization: `Bearer ${token.slice(0, -2)}xx` });
    expect([frame.command, frame.headers.get('message')]).toEqual(['ERROR', 'unauthorized']);
    await client.closed();
  });

  it('refuses a client that only speaks STOMP 1.0', async () => {
    const client = await open();
    client.send(`CONNECT\nAuthorization:Bearer ${await tokenFor(t.app, 7)}\n\n\0`);
    await expectError(client, 'unsupported version');
  });

  it('refuses any frame before CONNECT', async () => {
    const client = await open();
    client.send('SUBSCRIBE\nid:0\ndestination:/class/1\n\n\0');
    await expectError(client, 'not connected');
  });

  it('assembles a CONNECT split over several WebSocket messages', async () => {
    const client = await open();
    const frame = `CONNECT\naccept-version:1.2\nAuthorization:Bearer ${await tokenFor(t.app, 7)}\n\n\0`;
    for (const piece of [frame.slice(0, 5), frame.slice(5, 40), frame.slice(40)]) client.send(piece);
    expect((await client.nextFrame()).command).toBe('CONNECTED');
  });
});

describe('frames after CONNECT', () => {
  it('confirms a permitted SUBSCRIBE and an UNSUBSCRIBE with receipts', async () => {
    const client = await connectAs(7);
    client.send('SUBSCRIBE\nid:a\ndestination:/user/7/read\nreceipt:r1\n\n\0\n');
    client.send('SUBSCRIBE\nid:b\ndestination:/class/3\nreceipt:r2\n\n\0UNSUBSCRIBE\nid:a\nreceipt:r3\n\n\0');
    const receipts = [await client.nextFrame(), await client.nextFrame(), await client.nextFrame()];
    expect(receipts.map((f) => [f.command, f.headers.get('receipt-id')])).toEqual([
      ['RECEIPT', 'r1'],
      ['RECEIPT', 'r2'],
      ['RECEIPT', 'r3'],
    ]);
  });

  it("refuses a USER subscribing to someone else's user", async () => {
    const client = await connectAs(7);
    client.send('SUBSCRIBE\nid:a\ndestination:/user/8/read\nreceipt:r1\n\n\0');
    const frame = await client.nextFrame();
    expect([frame.command, frame.headers.get('message'), frame.headers.get('receipt-id')]).toEqual([
      'ERROR',
      'forbidden',
      'r1',
    ]);
    expect(await client.closed()).toBe(1008);
  });

  it('lets an admin read any user and a trainer follow class bookings', async () => {
    const admin = await connectAs(1, ['USER', 'ADMIN']);
    admin.send('SUBSCRIBE\nid:a\ndestination:/user/8/read\nreceipt:r\n\n\0');
    expect((await admin.nextFrame()).command).toBe('RECEIPT');
    const trainer = await connectAs(2, ['TRAINER']);
    trainer.send('SUBSCRIBE\nid:a\ndestination:/classUser/save/4\nreceipt:r\n\n\0');
    expect((await trainer.nextFrame()).command).toBe('RECEIPT');
    const member = await connectAs(3);
    member.send('SUBSCRIBE\nid:a\ndestination:/classUser/save/4\n\n\0');
    await expectError(member, 'forbidden');
  });

  it(`refuses more than ${MAX_SUBSCRIPTIONS} subscriptions on one connection`, async () => {
    const client = await connectAs(7);
    const subscribe = (i: number) => `SUBSCRIBE\nid:${i}\ndestination:/class/${i + 1}\n\n\0`;
    const allowed = Array.from({ length: MAX_SUBSCRIPTIONS }, (_, i) => subscribe(i)).join('');
    client.send(`${allowed}SUBSCRIBE\nid:last\ndestination:/class/1\nreceipt:r\n\n\0`);
    const frame = await client.nextFrame();
    expect([frame.command, frame.headers.get('message')]).toEqual(['ERROR', 'too many subscriptions']);
  });

  it('refuses SEND from clients', async () => {
    const client = await connectAs(7);
    client.send('SEND\ndestination:/class/3\n\nhello\0');
    await expectError(client, 'forbidden');
  });

  it('refuses an unknown command', async () => {
    const client = await connectAs(7);
    client.send('PUBLISH\ndestination:/class/3\n\n\0');
    await expectError(client, 'unknown command "PUBLISH"');
  });

  it('refuses an oversized frame', async () => {
    const client = await connectAs(7);
    client.send(`SEND\ndestination:/class/3\n\n${'x'.repeat(MAX_FRAME_BYTES)}\0`);
    const frame = await client.nextFrame();
    expect(frame.headers.get('message')).toBe(`frame larger than ${MAX_FRAME_BYTES} bytes`);
    expect(await client.closed()).toBe(1009);
  });

  it('answers DISCONNECT with its receipt, then closes', async () => {
    const client = await connectAs(7);
    client.send('DISCONNECT\nreceipt:bye\n\n\0');
    const frame = await client.nextFrame();
    expect([frame.command, frame.headers.get('receipt-id')]).toEqual(['RECEIPT', 'bye']);
    expect(await client.closed()).toBe(1000);
  });
});

describe('heart-beats', () => {
  it('sends heart-beats and keeps a client that sends its own', async () => {
    // Both ways every 150 ms: the server would drop us after 300 ms of silence.
    const client = await connectAs(7, ['USER'], '150,150');
    expect(client.frames[0]?.headers.get('heart-beat')).toBe('150,150');
    const beating = setInterval(() => client.send('\n'), 50);
    try {
      // Four beats take 600 ms, twice the silence the server tolerates.
      await eventually(() => client.heartBeats >= 4, 'four heart-beats from the server');
      expect(client.closeCode).toBeNull();
    } finally {
      clearInterval(beating);
    }
  });

  it('drops a client silent for twice its promised interval', async () => {
    const started = Date.now();
    const client = await connectAs(7, ['USER'], '200,0');
    expect(client.frames[0]?.headers.get('heart-beat')).toBe('0,200');
    expect(await client.closed()).toBe(1006);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(client.heartBeats).toBe(0);
  });
});

it('closes every connection with 1012 (service restart) when the app closes', async () => {
  const client = await connectAs(7);
  await t.close();
  expect(await client.closed()).toBe(1012);
});
