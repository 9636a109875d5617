import {
  acceptMovementDate,
  isSavableMovementValue,
  type Movement,
  parseMovementValue,
  type SavedMovementRecord,
} from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveMovementRecord } from '../api/movements';

/**
 * The value of a day (spec point 5): a comma is a decimal point, anything not a number is 0, two
 * decimals are kept, only a value above 0 is saved, and a date after today is ignored.
 */
export function RecordForm({
  movement,
  userId,
  today,
  onSaved,
}: {
  movement: Movement;
  userId: number;
  today: string;
  onSaved: (saved: SavedMovementRecord) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveMovementRecord();
  const [when, setWhen] = useState(today);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const value = parseMovementValue(text);
  const savable = isSavableMovementValue(value);

  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!savable) return;
        save.mutate(
          { user: userId, movement: movement.id, when, value },
          {
            onSuccess: (saved) => {
              setText('');
              setTried(false);
              onSaved(saved);
            },
          },
        );
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
            aria-describedby={tried && !savable ? `${id}-value-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {tried && !savable && (
            <p id={`${id}-value-error`} className="mt-1 text-sm text-red-700">
              {t('movements.value_above_zero')}
            </p>
          )}
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
      <FormError code={errorCodeOf(save.error)} />
      <Button type="submit" disabled={save.isPending}>
        {t('movements.save')}
      </Button>
    </form>
  );
}
