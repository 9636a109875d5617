import type { Conversation, User } from '@boxbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const trainer: User = { ...member, id: 2, name: 'Pol', roles: ['USER', 'TRAINER'] };

/** The server's inbox, latest first, paged two at a time from the cursor like the API. */
let inbox: Conversation[] = [];
const asked: (string | null)[] = [];

const conversation = (id: number, name: string, unread = 0): Conversation => ({
  user: { id, name, surname: 'Soler', image: '/img/placeholder-avatar.svg' },
  lastMessage: {
    id: 100 - id,
    from: 'user',
    when: new Date(Date.UTC(2026, 10, 20, 8, id)).toISOString(),
    content: `Hola, sóc ${name}`,
    authorName: null,
  },
  unread,
});

beforeEach(() => {
  asked.length = 0;
  inbox = [
    conversation(1, 'Anna', 2),
    conversation(2, 'Biel'),
    conversation(3, 'Carla'),
    conversation(4, 'Dani'),
  ];
  server.use(
    http.get('*/api/chat/conversations', ({ request }) => {
      const before = new URL(request.url).searchParams.get('before');
      asked.push(before);
      const older = inbox.filter((c) => c.lastMessage.id < Number(before ?? Infinity));
      return HttpResponse.json({ conversations: older.slice(0, 2), hasMore: older.length > 2 });
    }),
  );
});

describe('the staff chat inbox', () => {
  it('shows the latest conversations and loads the older ones on demand, below them', async () => {
    renderApp('/admin/chat', trainer);
    const anna = await screen.findByText('Anna Soler', {}, { timeout: 4_000 });
    const list = anna.closest('ul') as HTMLElement;
    expect(within(list).getByText('2 mensajes sin leer')).toBeTruthy();
    expect(within(list).queryByText('Carla Soler')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Conversaciones anteriores' }));
    expect(await within(list).findByText('Dani Soler')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/chat/1', '/admin/chat/2', '/admin/chat/3', '/admin/chat/4']);
    // The next page was asked from the last message of the oldest conversation shown.
    expect(asked).toEqual([null, String(inbox[1]?.lastMessage.id)]);
    expect(screen.queryByRole('button', { name: 'Conversaciones anteriores' })).toBeNull();
  });

  it('shows no button when the whole inbox fits in one page', async () => {
    inbox = inbox.slice(0, 2);
    renderApp('/admin/chat', trainer);
    expect(await screen.findByText('Biel Soler', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conversaciones anteriores' })).toBeNull();
  });
});
