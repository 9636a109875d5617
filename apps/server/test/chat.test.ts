import { CHAT_MESSAGE_MAX_LENGTH } from '@boxbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headersOf, type Member } from './booking-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  startListeningApp,
  tokenFor,
} from './realtime-support';

let t: ListeningApp;
let trainer: Member;
let stub: PushServiceStub;

beforeAll(async () => {
  t = await startListeningApp();
  trainer = await addMember(t, { name: 'Marta', roles: ['USER', 'TRAINER'] });
  stub = new PushServiceStub();
  await stub.start();
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

async function call(who: Member, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: await headersOf(t.app, who) });
}
const send = (who: Member, memberId: number, content: string) =>
  call(who, 'POST', `/api/chat/${memberId}/messages`, { content });
const history = async (who: Member, memberId: number, query = '') =>
  (await call(who, 'GET', `/api/chat/${memberId}/messages${query}`)).json() as {
    messages: { id: number; from: string; content: string; authorName: string | null }[];
    hasMore: boolean;
    unread: number;
  };
const inbox = async () =>
  (
    (await call(trainer, 'GET', '/api/chat/conversations')).json() as {
      conversations: {
        user: { id: number; name: string };
        lastMessage: { content: string };
        unread: number;
      }[];
    }
  ).conversations;

describe('the staff chat', () => {
  it('a member writes; the staff inbox shows one conversation per member with its unread count; an answer comes back', async () => {
    const member = await addMember(t, { name: 'Pau', surname: 'Vidal' });
    expect((await send(member, member.id, '  Hola! Puc portar un amic dissabte?  ')).statusCode).toBe(201);
    expect((await send(member, member.id, 'És per provar')).statusCode).toBe(201);

    const conversation = (await inbox()).find((c) => c.user.id === member.id);
    expect(conversation).toMatchObject({
      user: { name: 'Pau' },
      lastMessage: { content: 'És per provar' },
      unread: 2,
    });
    expect((await history(trainer, member.id)).messages.map((m) => m.content)).toEqual([
      'Hola! Puc portar un amic dissabte?',
      'És per provar',
    ]);

    const answer = await send(trainer, member.id, 'És clar, que vingui!');
    expect(answer.json()).toMatchObject({ from: 'admin', authorName: 'Marta' });
    // Answering reads the conversation for the staff; the member now has one unread.
    expect((await inbox()).find((c) => c.user.id === member.id)?.unread).toBe(0);
    expect((await history(member, member.id)).unread).toBe(1);
    expect((await call(member, 'POST', `/api/chat/${member.id}/read`)).statusCode).toBe(204);
    expect((await history(member, member.id)).unread).toBe(0);
  });

  it('refuses an empty message and a long one, each with its own code', async () => {
    const member = await addMember(t);
    const empty = await send(member, member.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'chat_message_empty' });
    const long = await send(member, member.id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'chat_message_too_long',
      params: { max: CHAT_MESSAGE_MAX_LENGTH },
    });
    expect((await history(member, member.id)).messages).toEqual([]);
  });

  it('keeps a member out of another member’s conversation', async () => {
    const [one, other] = [await addMember(t), await addMember(t)];
    expect((await send(one, other.id, 'hola')).statusCode).toBe(403);
    expect((await call(one, 'GET', `/api/chat/${other.id}/messages`)).statusCode).toBe(403);
  });

  it('pages the history backwards from the oldest message the app holds', async () => {
    const member = await addMember(t);
    for (let i = 1; i <= 35; i++) await send(member, member.id, `missatge ${i}`);
    const latest = await history(member, member.id);
    expect(latest.messages).toHaveLength(30);
    expect(latest.messages.at(-1)?.content).toBe('missatge 35');
    expect(latest.hasMore).toBe(true);
    const older = await history(member, member.id, `?before=${latest.messages[0]?.id}`);
    expect(older.messages.map((m) => m.content)).toEqual([1, 2, 3, 4, 5].map((i) => `missatge ${i}`));
    expect(older.hasMore).toBe(false);
  });

  it('delivers live on the conversation’s destination and the staff inbox', async () => {
    const member = await addMember(t);
    const memberClient = await connectStompClient(t.url, await tokenFor(t.app, member.id));
    const staffClient = await connectStompClient(
      t.url,
      await tokenFor(t.app, trainer.id, ['USER', 'TRAINER']),
    );
    try {
      const forMember = await memberClient.subscribe(`/chat/${member.id}`);
      const forInbox = await staffClient.subscribe('/chat/inbox');
      await send(trainer, member.id, 'Benvingut!');
      await eventually(() => forMember.length > 0 && forInbox.length > 0, 'the chat frames');
      expect(forMember[0]).toEqual({ userId: member.id });
      expect(forInbox[0]).toEqual({ userId: member.id });
    } finally {
      await memberClient.close();
      await staffClient.close();
    }
  });

  it('pushes to the other side only when they did not read it live', async () => {
    const member = await addMember(t, { name: 'Ona', surname: 'Puig' });
    await subscribeDevice(t.app, member, stub.device('member-phone'), 'ca');
    await subscribeDevice(t.app, trainer, stub.device('trainer-phone'), 'es');
    const clock = t.app.clock as unknown as { set(iso: string): void };

    await send(member, member.id, 'Arribaré tard');
    await deliver(t.app);
    expect(stub.to('trainer-phone')).toEqual([]); // not yet: staff may be looking
    clock.set('2026-11-23T09:00:20Z');
    await deliver(t.app);
    expect(stub.to('trainer-phone').map((p) => p.payload)).toEqual([
      {
        kind: 'chat_message',
        title: 'Mensaje de Ona Puig',
        body: 'Arribaré tard',
        url: `/admin/chat/${member.id}`,
        tag: `chat-${member.id}`,
      },
    ]);

    // The member has the chat open: the answer arrives live, is read, and its push is taken back.
    await send(trainer, member.id, 'Cap problema');
    await call(member, 'POST', `/api/chat/${member.id}/read`);
    clock.set('2026-11-23T09:01:00Z');
    await deliver(t.app);
    expect(stub.to('member-phone')).toEqual([]);

    // Not looking this time: the push leaves after the grace period, in the member's language.
    await send(trainer, member.id, 'Et guardo plaça');
    clock.set('2026-11-23T09:02:00Z');
    await deliver(t.app);
    expect(stub.to('member-phone').map((p) => [p.payload.title, p.payload.body, p.payload.url])).toEqual([
      ['Resposta del box', 'Marta: Et guardo plaça', '/config/chat'],
    ]);
  });
});
