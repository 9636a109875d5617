import { type OpenLevel, type OpenMyEntry, openLevelSchema } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { divisionName } from '../../../lib/open-text';
import { useRegister } from '../api/open-events';

/** The member's division, and the level to register in (or change to while registration is open). */
export function RegistrationForm({
  eventId,
  entry,
  open,
}: {
  eventId: number;
  entry: OpenMyEntry | null;
  open: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const register = useRegister(eventId);
  const [level, setLevel] = useState<OpenLevel>(entry?.division.level ?? 'RX');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    register.mutate(level);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t('open.registration.title')}
      </h2>
      {entry ? (
        <p className="mt-1 text-sm text-gray-700">
          {t('open.registration.yours', { division: divisionName(entry.division, t) })}
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-700">{t('open.registration.explain')}</p>
      )}
      {open ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-level`} className="block text-sm font-semibold text-gray-700">
              {t('open.registration.level')}
            </label>
            <select
              id={`${id}-level`}
              className={`${inputClass} w-48`}
              value={level}
              onChange={(e) => setLevel(e.target.value as OpenLevel)}
            >
              {openLevelSchema.options.map((l) => (
                <option key={l} value={l}>
                  {t(`open.level.${l}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={register.isPending}>
            {entry ? t('open.registration.change') : t('open.registration.register')}
          </Button>
        </form>
      ) : (
        !entry && (
          <p className="mt-2 text-sm font-semibold text-gray-700">{t('error.open_registration_closed')}</p>
        )
      )}
      <div className="mt-3">
        <FormError code={errorCodeOf(register.error)} />
      </div>
    </section>
  );
}
