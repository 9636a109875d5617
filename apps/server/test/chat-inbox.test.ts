import { CHAT_INBOX_PAGE_SIZE } from '@boxbook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, headersOf, type Member } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let trainer: Member;

beforeAll(async () => {
  t = await createTestApp();
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
});
afterAll(() => t.close());

async function write(member: Member, content: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/chat/${member.id}/messages`,
    payload: { content },
    headers: await headersOf(t.app, member),
  });
  expect(res.statusCode).toBe(201);
}

interface Page {
  conversations: { user: { name: string }; lastMessage: { id: number; content: string } }[];
  hasMore: boolean;
}
async function inbox(query = ''): Promise<Page> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/chat/conversations${query}`,
    headers: await headersOf(t.app, trainer),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}
const namesOf = (page: Page) => page.conversations.map((c) => c.user.name);
const oldestOf = (page: Page) => page.conversations.at(-1)?.lastMessage.id;

describe('the staff inbox, in pages', () => {
  it('holds a page of conversations and reaches the older ones from the last one shown', async () => {
    for (let n = 1; n <= CHAT_INBOX_PAGE_SIZE + 1; n++)
      await write(await addMember(t, { name: `Early${n}` }), `Hola ${n}`);

    const first = await inbox();
    expect(first.conversations).toHaveLength(CHAT_INBOX_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(namesOf(first)[0]).toBe(`Early${CHAT_INBOX_PAGE_SIZE + 1}`);
    const second = await inbox(`?before=${oldestOf(first)}`);
    expect(namesOf(second)).toEqual(['Early1']);
    expect(second.hasMore).toBe(false);
  });

  it('pages the latest first, each conversation once; one that moves up is found again from the top', async () => {
    const members = [];
    for (const name of ['Anna', 'Biel', 'Carla', 'Dani', 'Eva']) {
      const member = await addMember(t, { name });
      await write(member, `Sóc ${name}`);
      members.push(member);
    }
    const first = await inbox('?limit=2');
    expect([namesOf(first), first.hasMore]).toEqual([['Eva', 'Dani'], true]);
    const second = await inbox(`?limit=2&before=${oldestOf(first)}`);
    expect(namesOf(second)).toEqual(['Carla', 'Biel']);
    const third = await inbox(`?limit=2&before=${oldestOf(second)}`);
    expect(namesOf(third)[0]).toBe('Anna');

    // Anna writes again: her conversation leaves the older pages and heads the first one.
    await write(members[0] as Member, 'Una altra cosa');
    expect(namesOf(await inbox('?limit=2'))).toEqual(['Anna', 'Eva']);
    expect(namesOf(await inbox(`?limit=2&before=${oldestOf(second)}`))).not.toContain('Anna');
  });

  it('refuses a cursor that is not a message id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/chat/conversations?before=abc',
      headers: await headersOf(t.app, trainer),
    });
    expect(res.statusCode).toBe(400);
  });
});
