import { SCORE_COMMENT_MAX, type ScoreReactions } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useBump, useComment, useDeleteComment } from '../api/scores';

/**
 * Under a whiteboard score: its fist bumps (a toggle, not for one's own score), its comments
 * (staff, and each comment's author, may remove one) and a short comment box. Nothing when its
 * owner turned reactions off.
 */
export function EntryReactions({
  scoreId,
  owner,
  reactions,
  viewer,
}: {
  scoreId: number;
  owner: { id: number; name: string };
  reactions: ScoreReactions;
  viewer: { id: number; staff: boolean };
}) {
  const { t } = useTranslation();
  const id = useId();
  const bump = useBump();
  const comment = useComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  if (!reactions) return null;
  const mine = owner.id === viewer.id;
  const send = (event: FormEvent) => {
    event.preventDefault();
    comment.mutate({ scoreId, body: text }, { onSuccess: () => setText('') });
  };
  return (
    <div className="mt-1 ml-9 space-y-1 pb-1 sm:ml-10">
      <div className="flex items-center gap-2 text-sm">
        {mine ? (
          <span className="text-gray-700">{t('reactions.bump_count', { count: reactions.bumps })}</span>
        ) : (
          <button
            type="button"
            aria-pressed={reactions.bumped}
            aria-label={t('reactions.bump_for', { name: owner.name, count: reactions.bumps })}
            disabled={bump.isPending}
            onClick={() => bump.mutate(scoreId)}
            className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ${
              reactions.bumped
                ? 'bg-brand-100 text-brand-800 ring-brand-400'
                : 'bg-white text-gray-700 ring-gray-300'
            }`}
          >
            {t('reactions.bump')} · {reactions.bumps}
          </button>
        )}
      </div>
      {reactions.comments.length > 0 && (
        <ul aria-label={t('reactions.comments')} className="space-y-0.5 text-sm">
          {reactions.comments.map((c) => (
            <li key={c.id} className="flex items-start gap-2">
              <span className="min-w-0 flex-1 break-words text-gray-800">
                <span className="font-semibold">{c.user.name}</span> {c.body}
              </span>
              {(viewer.staff || c.user.id === viewer.id) && (
                <button
                  type="button"
                  className="shrink-0 text-xs font-semibold text-red-700 underline"
                  aria-label={t('reactions.comment_delete', { name: c.user.name })}
                  onClick={() => remove.mutate(c.id)}
                >
                  ✕
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send} className="flex gap-2">
        <label htmlFor={`${id}-comment`} className="sr-only">
          {t('reactions.comment_label', { name: owner.name })}
        </label>
        <input
          id={`${id}-comment`}
          className={`${inputClass} mt-0 py-1 text-sm`}
          value={text}
          maxLength={SCORE_COMMENT_MAX}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={comment.isPending || !text.trim()}>
          {t('reactions.comment_send')}
        </Button>
      </form>
      <FormError code={errorCodeOf(comment.error ?? bump.error)} />
    </div>
  );
}
