import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@boxbook/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { chatKeys } from '../../../lib/query-keys';
import { markChatRead, useChat } from '../api/chat-calls';
import { useChatLive } from '../api/use-chat-live';
import { ChatComposer } from './chat-composer';

/**
 * One member's conversation with the staff, seen from `side`: the member (`user`) or the staff
 * (`admin`). Live; reading it marks it read, which also keeps its push from leaving.
 */
export function ChatThread({ memberId, side }: { memberId: number; side: 'user' | 'admin' }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const chat = useChat(memberId);
  const list = useRef<HTMLDivElement>(null);
  const newestId = useRef<number | null>(null);
  const pages = chat.data?.pages ?? [];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const unread = pages[0]?.unread ?? 0;
  useChatLive(`/chat/${memberId}`, chatKeys.thread(memberId));

  // Seen while the screen is open and shown: read.
  useEffect(() => {
    if (unread > 0 && document.visibilityState === 'visible')
      void markChatRead(memberId).catch(() => undefined);
  }, [unread, memberId]);

  // A new message at the bottom scrolls into view; older pages loaded at the top do not move it.
  const last = messages.at(-1)?.id ?? null;
  useLayoutEffect(() => {
    if (last !== null && last !== newestId.current) {
      newestId.current = last;
      if (list.current) list.current.scrollTop = list.current.scrollHeight;
    }
  }, [last]);

  return (
    <section
      aria-label={t('chat.conversation')}
      className="flex min-h-[60dvh] flex-col rounded-2xl bg-white ring-1 ring-gray-200"
    >
      <div
        ref={list}
        role="log"
        aria-live="polite"
        className="flex max-h-[60dvh] flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {chat.hasNextPage && (
          <Button
            variant="ghost"
            className="self-center text-brand-700"
            disabled={chat.isFetchingNextPage}
            onClick={() => void chat.fetchNextPage()}
          >
            {chat.isFetchingNextPage ? t('common.loading') : t('chat.older')}
          </Button>
        )}
        {chat.isPending && <Spinner className="m-auto" />}
        {chat.isError && (
          <p role="alert" className="m-auto text-sm text-red-700">
            {t(`error.${errorCodeOf(chat.error)}`)}
          </p>
        )}
        {chat.isSuccess && messages.length === 0 && (
          <div className="m-auto max-w-xs text-center text-gray-600">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mx-auto size-10 text-brand-500"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
            </svg>
            <p className="mt-2">{side === 'user' ? t('chat.empty_member') : t('chat.empty_staff')}</p>
          </div>
        )}
        {messages.map((message, i) => (
          <Bubble
            key={message.id}
            message={message}
            mine={message.from === side}
            day={dayOf(message, messages[i - 1], gym.format)}
            time={gym.time(message.when)}
          />
        ))}
      </div>
      <ChatComposer memberId={memberId} maxLength={CHAT_MESSAGE_MAX_LENGTH} />
    </section>
  );
}

/** The day heading before the first message of each day. */
function dayOf(
  message: ChatMessage,
  previous: ChatMessage | undefined,
  format: (iso: string, options: Intl.DateTimeFormatOptions) => string,
): string | null {
  const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
  const day = format(message.when, options);
  return previous && format(previous.when, options) === day ? null : day;
}

function Bubble({
  message,
  mine,
  day,
  time,
}: {
  message: ChatMessage;
  mine: boolean;
  day: string | null;
  time: string;
}) {
  return (
    <>
      {day && (
        <p className="mt-2 text-center text-xs font-semibold text-gray-500 first-letter:uppercase">{day}</p>
      )}
      <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
        <div
          className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${mine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-gray-100 text-ink'}`}
        >
          {!mine && message.authorName && (
            <p className="text-xs font-bold text-brand-700">{message.authorName}</p>
          )}
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
          <p className={`mt-1 text-right text-[11px] ${mine ? 'text-white/80' : 'text-gray-500'}`}>{time}</p>
        </div>
      </div>
    </>
  );
}
