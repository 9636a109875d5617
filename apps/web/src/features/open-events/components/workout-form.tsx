import { type OpenWorkoutInput, type OpenWorkoutKind, openWorkoutKindSchema } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveWorkout } from '../api/open-events';

const labelClass = 'block text-sm font-semibold text-gray-700';
const empty = {
  nameCa: '',
  nameEs: '',
  descriptionCa: '',
  descriptionEs: '',
  kind: 'time' as OpenWorkoutKind,
  capMinutes: '12',
  hasTiebreak: false,
  scoringOpen: false,
};

/** A new workout of the event: names and descriptions in both languages, how it is scored. */
export function WorkoutForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveWorkout();
  const [form, setForm] = useState(empty);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { capMinutes, ...rest } = form;
    const input: OpenWorkoutInput = {
      ...rest,
      capSeconds: form.kind === 'time' ? Math.round(Number(capMinutes) * 60) : null,
    };
    save.mutate({ ...input, eventId }, { onSuccess: () => setForm(empty) });
  };
  const text = (name: 'nameCa' | 'nameEs' | 'descriptionCa' | 'descriptionEs', area = false) => (
    <div className={area ? 'sm:col-span-2' : ''}>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {t(`open.admin.${name}`)}
      </label>
      {area ? (
        <textarea
          id={`${id}-${name}`}
          rows={3}
          className={inputClass}
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          required
          className={inputClass}
          value={form[name]}
          onChange={(e) => setForm({ ...form, [name]: e.target.value })}
        />
      )}
    </div>
  );
  const check = (name: 'hasTiebreak' | 'scoringOpen') => (
    <div className="flex min-h-6 items-center gap-2">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        className="size-6"
        checked={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.checked })}
      />
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-gray-700">
        {t(`open.admin.${name}`)}
      </label>
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t('open.admin.workout_form')}>
      {text('nameCa')}
      {text('nameEs')}
      {text('descriptionCa', true)}
      {text('descriptionEs', true)}
      <div>
        <label htmlFor={`${id}-kind`} className={labelClass}>
          {t('open.admin.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className={inputClass}
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value as OpenWorkoutKind })}
        >
          {openWorkoutKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {t(`open.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {form.kind === 'time' && (
        <div>
          <label htmlFor={`${id}-cap`} className={labelClass}>
            {t('open.admin.cap')}
          </label>
          <input
            id={`${id}-cap`}
            type="number"
            min={1}
            max={120}
            required
            className={inputClass}
            value={form.capMinutes}
            onChange={(e) => setForm({ ...form, capMinutes: e.target.value })}
          />
        </div>
      )}
      {check('hasTiebreak')}
      {check('scoringOpen')}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('open.admin.add_workout')}
        </Button>
        <div className="mt-2">
          <FormError code={errorCodeOf(save.error)} />
        </div>
      </div>
    </form>
  );
}
