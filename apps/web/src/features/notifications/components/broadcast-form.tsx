import { BROADCAST_MAX_LENGTH, broadcastRequestSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useBroadcast } from '../api/broadcast';

/** The broadcast's title, the same in both languages (the server's push texts, `broadcast`). */
const PUSH_TITLE = 'Boxbook CrossFit';

type Fields = z.input<typeof broadcastRequestSchema>;

/** How a phone shows the notification: the app's icon, the title, the text cut after a few lines. */
export function NotificationPreview({ message }: { message: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="mx-auto w-full max-w-sm self-start rounded-[2rem] bg-gray-800 p-3 shadow-lg"
    >
      <figcaption id={captionId} className="px-2 pb-2 text-center text-xs font-semibold text-gray-200">
        {t('broadcast.preview')}
      </figcaption>
      <div className="flex gap-3 rounded-2xl bg-white/95 p-3 text-left shadow">
        <img src="/img/icon-192.png" alt="" width={40} height={40} className="size-10 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className="truncate text-sm font-bold text-ink">{PUSH_TITLE}</p>
            <p className="shrink-0 text-xs text-gray-600">{t('broadcast.now')}</p>
          </div>
          <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-gray-800">
            {message.trim() || <span className="text-gray-600 italic">{t('broadcast.preview_empty')}</span>}
          </p>
        </div>
      </div>
    </figure>
  );
}

/**
 * The box's message to every member with notifications on: written once, as members
 * read it in the language the box wrote it, previewed as a phone shows it, sent after a yes.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const id = useId();
  const send = useBroadcast();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Fields>({
    resolver: zodResolver(broadcastRequestSchema),
    mode: 'onChange',
    defaultValues: { message: '' },
  });
  const message = form.watch('message');
  const { errors, isValid } = form.formState;
  const ask = form.handleSubmit(() => {
    send.reset();
    setConfirming(true);
  });
  const confirm = () =>
    send.mutate(message.trim(), {
      onSuccess: () => {
        setConfirming(false);
        form.reset({ message: '' });
      },
    });

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <form onSubmit={(e) => void ask(e)} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-gray-700">
            {t('broadcast.message')}
          </label>
          <textarea
            id={`${id}-message`}
            rows={5}
            maxLength={BROADCAST_MAX_LENGTH}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={`${id}-hint`}
            className={inputClass}
            {...form.register('message')}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
            {t('broadcast.hint', { used: message.length, max: BROADCAST_MAX_LENGTH })}
          </p>
        </div>
        <Button type="submit" disabled={!isValid || send.isPending}>
          {t('broadcast.send')}
        </Button>
        {send.data && (
          <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
            {send.data.devices === 0
              ? t('broadcast.sent_none')
              : t('broadcast.sent', { count: send.data.devices })}
          </p>
        )}
      </form>
      <NotificationPreview message={message} />
      <YesNoDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('broadcast.confirm_title')}
        message={t('broadcast.confirm_text')}
        loading={send.isPending}
        errorCode={errorCodeOf(send.error)}
        onYes={confirm}
      >
        <NotificationPreview message={message} />
      </YesNoDialog>
    </div>
  );
}
