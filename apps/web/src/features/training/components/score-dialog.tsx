import type { Division, Score, ScoreKind, WorkoutBlock } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useDeleteScore, useSaveScore } from '../api/scores';
import { fieldsOf, resultOf, SCORE_FIELDS, type ScoreFields } from './score-entry';

/** Logs (or corrects) the member's result for one block: as the block asks, Rx or Scaled, a note. */
export function ScoreDialog({
  open,
  onOpenChange,
  wodId,
  block,
  label,
  userId,
  existing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  wodId: number;
  block: WorkoutBlock & { score: ScoreKind };
  label: string;
  userId: number;
  existing?: Score | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveScore();
  const remove = useDeleteScore();
  const [fields, setFields] = useState<ScoreFields>(() => fieldsOf(existing?.result));
  const [division, setDivision] = useState<Division>(existing?.division ?? 'RX');
  const [note, setNote] = useState(existing?.note ?? '');
  const result = resultOf(block.score, fields);
  // Say why Save is off once something is typed, not before.
  const typedWrong = !result && Object.values(fields).some((text) => text?.trim());

  const submit = () => {
    if (!result) return;
    save.mutate(
      { wodId, blockId: block.id, userId, division, result, note: note.trim() },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <BaseDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('training.score.title', { block: block.title || label })}
      message={t(`training.score.ask.${block.score}`)}
      errorCode={errorCodeOf(save.error ?? remove.error)}
      loading={save.isPending || remove.isPending}
      actions={
        <>
          {existing && (
            <Button
              variant="ghost"
              className="mr-auto text-red-700"
              disabled={remove.isPending}
              onClick={() => remove.mutate(existing.id, { onSuccess: () => onOpenChange(false) })}
            >
              {t('training.score.delete')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('training.actions.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!result || save.isPending}>
            {t('training.score.save')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="flex gap-3">
          {SCORE_FIELDS[block.score].map((name) => (
            <div key={name} className="flex-1">
              <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-700">
                {t(`training.score.fields.${name}`)}
              </label>
              <input
                id={`${id}-${name}`}
                inputMode={name === 'load' ? 'decimal' : 'numeric'}
                autoComplete="off"
                className={inputClass}
                aria-invalid={typedWrong}
                aria-describedby={typedWrong ? `${id}-invalid` : undefined}
                value={fields[name] ?? ''}
                onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
              />
            </div>
          ))}
        </div>
        {typedWrong && (
          <p id={`${id}-invalid`} className="text-sm text-red-700">
            {t(`training.score.invalid.${block.score}`)}
          </p>
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-gray-700">{t('training.score.division')}</legend>
          <div className="mt-1 flex gap-2">
            {(['RX', 'SCALED'] as const).map((d) => (
              <label
                key={d}
                className={`flex-1 cursor-pointer rounded-xl px-4 py-2.5 text-center font-bold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                  division === d ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-gray-300'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-division`}
                  className="sr-only"
                  checked={division === d}
                  onChange={() => setDivision(d)}
                />
                {t(`training.division.${d}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-gray-700">
            {t('training.score.note')}
          </label>
          <input
            id={`${id}-note`}
            className={inputClass}
            maxLength={280}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('training.score.note_placeholder')}
          />
        </div>
      </form>
    </BaseDialog>
  );
}
