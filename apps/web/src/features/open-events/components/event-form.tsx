import type { OpenEvent, OpenEventInput } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveEvent } from '../api/open-events';

const labelClass = 'block text-sm font-semibold text-gray-700';
const empty: OpenEventInput = { nameCa: '', nameEs: '', startsOn: '', endsOn: '', registrationOpen: true };

/** An event's names in both languages, its dates and whether registration is open (staff). */
export function EventForm({ event, onSaved }: { event?: OpenEvent; onSaved?: (saved: OpenEvent) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveEvent();
  const [form, setForm] = useState<OpenEventInput>(
    event
      ? {
          nameCa: event.nameCa,
          nameEs: event.nameEs,
          startsOn: event.startsOn,
          endsOn: event.endsOn,
          registrationOpen: event.registrationOpen,
        }
      : empty,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(event ? { ...form, id: event.id } : form, { onSuccess: (saved) => onSaved?.(saved) });
  };
  const text = (name: 'nameCa' | 'nameEs' | 'startsOn' | 'endsOn', type = 'text') => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {t(`open.admin.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        required
        className={inputClass}
        value={form[name]}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </div>
  );
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label={t('open.admin.event_form')}>
      {text('nameCa')}
      {text('nameEs')}
      {text('startsOn', 'date')}
      {text('endsOn', 'date')}
      <div className="flex min-h-6 items-center gap-2">
        <input
          id={`${id}-registration`}
          type="checkbox"
          className="size-6"
          checked={form.registrationOpen}
          onChange={(e) => setForm({ ...form, registrationOpen: e.target.checked })}
        />
        <label htmlFor={`${id}-registration`} className="text-sm font-semibold text-gray-700">
          {t('open.admin.registrationOpen')}
        </label>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {event ? t('open.admin.save') : t('open.admin.create')}
        </Button>
        <div className="mt-2">
          <FormError code={errorCodeOf(save.error)} />
        </div>
      </div>
    </form>
  );
}
