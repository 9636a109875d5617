import {
  acceptMovementDate,
  isSavableMovementValue,
  type Movement,
  movementValueOf,
  type SavedMovementRecord,
} from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf, errorParamsOf } from '../../../lib/error-code';
import { useSaveMovementRecord } from '../api/movements';

/** The server's refusal of a lower value on a day that holds a higher one: the member decides. */
const LOWER = 'movement_record_lower';

/**
 * The value of a day (see docs/product.md, Movements and personal bests): a comma is a decimal
 * point, anything not a number is 0, two decimals are kept (whole reps), only a value above 0 is
 * saved, and a date after today is ignored. A value that will not be saved as typed says so before
 * Save; a lower value on a day that already holds a higher one is asked about first, so a best is
 * never lost unnoticed.
 */
export function RecordForm({
  movement,
  userId,
  today,
  format,
  day,
  onSaved,
}: {
  movement: Movement;
  userId: number;
  today: string;
  /** "102,46 kg", "12 reps" in the member's language. */
  format: (value: number) => string;
  /** "21/11/2026" for a YYYY-MM-DD day. */
  day: (when: string) => string;
  onSaved: (saved: SavedMovementRecord) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveMovementRecord();
  const [when, setWhen] = useState(today);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { value, rounded } = movementValueOf(text, movement.unit);
  const savable = isSavableMovementValue(value);
  const code = errorCodeOf(save.error);
  const asking = code === LOWER;
  const previous = Number(errorParamsOf(save.error).value ?? 0);
  const roundedId = `${id}-rounded`;

  const send = (replace: boolean) =>
    save.mutate(
      { user: userId, movement: movement.id, when, value, ...(replace ? { replace } : {}) },
      {
        onSuccess: (saved) => {
          setText('');
          setTried(false);
          onSaved(saved);
        },
      },
    );

  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (savable) send(false);
      }}
    >
      <div className="flex gap-3">
        <div className="flex-1">
          <label htmlFor={`${id}-value`} className="block text-sm font-semibold text-gray-700">
            {t('movements.value', { unit: t(`movements.units.${movement.unit}`) })}
          </label>
          <input
            id={`${id}-value`}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            value={text}
            aria-invalid={tried && !savable}
            aria-describedby={
              tried && !savable ? `${id}-value-error` : rounded && savable ? roundedId : undefined
            }
            onChange={(e) => setText(e.target.value)}
          />
          {tried && !savable && (
            <p id={`${id}-value-error`} className="mt-1 text-sm text-red-700">
              {t('movements.value_above_zero')}
            </p>
          )}
          <p id={roundedId} aria-live="polite" className="mt-1 text-sm text-gray-700">
            {rounded && savable
              ? t(movement.unit === 'reps' ? 'movements.rounded_reps' : 'movements.rounded_load', {
                  value: format(value),
                })
              : ''}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-when`} className="block text-sm font-semibold text-gray-700">
            {t('movements.when')}
          </label>
          <input
            id={`${id}-when`}
            type="date"
            max={today}
            className={inputClass}
            value={when}
            onChange={(e) => setWhen((previous) => acceptMovementDate(e.target.value, today, previous))}
          />
        </div>
      </div>
      <FormError code={asking ? null : code} />
      <Button type="submit" disabled={save.isPending}>
        {t('movements.save')}
      </Button>
      <YesNoDialog
        open={asking}
        onOpenChange={(open) => !open && save.reset()}
        title={t('movements.replace_title')}
        message={t('movements.replace_text', {
          date: day(when),
          previous: format(previous),
          value: format(value),
        })}
        loading={save.isPending}
        onYes={() => send(true)}
      />
    </form>
  );
}
