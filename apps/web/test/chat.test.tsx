import type { ChatMessage } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

/** The server's side of one conversation, paged newest first like the API. */
let stored: ChatMessage[] = [];
let reads = 0;
const at = (i: number) => new Date(Date.UTC(2026, 10, 23, 8, i)).toISOString();

beforeEach(() => {
  stored = [];
  reads = 0;
  server.use(
    http.get('*/api/chat/7/messages', ({ request }) => {
      const before = Number(new URL(request.url).searchParams.get('before') ?? Infinity);
      const older = stored.filter((m) => m.id < before);
      const page = older.slice(-3);
      return HttpResponse.json({ messages: page, hasMore: older.length > 3, unread: 1 });
    }),
    http.post('*/api/chat/7/messages', async ({ request }) => {
      const { content } = (await request.json()) as { content: string };
      if (!content.trim())
        return HttpResponse.json(
          { statusCode: 400, code: 'chat_message_empty', message: 'empty' },
          { status: 400 },
        );
      const message = {
        id: stored.length + 1,
        from: 'user' as const,
        when: at(stored.length),
        content,
        authorName: null,
      };
      stored.push(message);
      return HttpResponse.json(message, { status: 201 });
    }),
    http.post('*/api/chat/7/read', () => {
      reads++;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

describe('the member’s chat with the box', () => {
  it('sends a message, shows it in the conversation and marks the answers read', async () => {
    stored.push({ id: 1, from: 'admin', when: at(0), content: 'Hola Laia!', authorName: 'Marta' });
    renderApp('/config/chat', member);
    const log = await screen.findByRole('log', {}, { timeout: 5_000 });
    expect(await within(log).findByText('Hola Laia!')).toBeTruthy();
    expect(within(log).getByText('Marta')).toBeTruthy();
    await waitFor(() => expect(reads).toBe(1));

    await userEvent.type(screen.getByLabelText('Mensaje'), 'Vindré a les 7{Enter}');
    expect(await within(log).findByText('Vindré a les 7')).toBeTruthy();
    expect((screen.getByLabelText('Mensaje') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps Send off while the message is blank, and Enter sends nothing', async () => {
    let posts = 0;
    server.use(
      http.post('*/api/chat/7/messages', () => {
        posts++;
        return HttpResponse.json(
          { statusCode: 400, code: 'chat_message_empty', message: 'empty' },
          { status: 400 },
        );
      }),
    );
    renderApp('/config/chat', member);
    expect(await screen.findByText('Todavía no nos has escrito. ¡Pregúntanos lo que quieras!')).toBeTruthy();
    const sendButton = screen.getByRole('button', { name: 'Enviar' });
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByLabelText('Mensaje'), '   {Enter}');
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    expect(posts).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByLabelText('Mensaje'), 'Hola');
    expect(sendButton.hasAttribute('disabled')).toBe(false);
  });

  it('loads older messages on demand, above the ones shown', async () => {
    for (let i = 1; i <= 5; i++)
      stored.push({ id: i, from: 'user', when: at(i), content: `missatge ${i}`, authorName: null });
    renderApp('/config/chat', member);
    const log = await screen.findByRole('log');
    await within(log).findByText('missatge 5');
    expect(within(log).queryByText('missatge 2')).toBeNull();
    await userEvent.click(within(log).getByRole('button', { name: 'Mensajes anteriores' }));
    await within(log).findByText('missatge 1');
    const order = within(log)
      .getAllByText(/^missatge \d$/)
      .map((p) => p.textContent);
    expect(order).toEqual(['missatge 1', 'missatge 2', 'missatge 3', 'missatge 4', 'missatge 5']);
    expect(within(log).queryByRole('button', { name: 'Mensajes anteriores' })).toBeNull();
  });
});
