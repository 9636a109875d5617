import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/error-code';
import { useSendChatMessage } from '../api/chat-calls';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. A blank message is never sent (Send
 * stays off); the server says what else it refuses (a message too long).
 */
export function ChatComposer({ memberId, maxLength }: { memberId: number; maxLength: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendChatMessage(memberId);
  const id = useId();
  const errorId = useId();
  const code = errorCodeOf(send.error);
  const nearLimit = text.length > maxLength - 100;
  const blank = text.trim() === '';

  const submit = () => {
    if (send.isPending || blank) return;
    send.mutate(text, { onSuccess: () => setText('') });
  };

  return (
    <form
      className="border-t border-gray-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('chat.message')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          rows={2}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-h-12 flex-1 resize-none rounded-xl border border-gray-300 px-3 py-2 text-ink focus:border-brand-500 focus:outline-none"
        />
        <button
          type="submit"
          disabled={send.isPending || blank}
          aria-label={t('chat.send')}
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
          >
            <path d="M4 12 20 4l-6 16-3-7z" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        <p id={errorId} role={code ? 'alert' : undefined} className="text-red-700">
          {code ? t(`error.${code}`, { max: maxLength }) : ''}
        </p>
        {nearLimit && (
          <p className={text.length > maxLength ? 'font-semibold text-red-700' : 'text-gray-500'}>
            {t('chat.count', { count: text.length, max: maxLength })}
          </p>
        )}
      </div>
    </form>
  );
}
