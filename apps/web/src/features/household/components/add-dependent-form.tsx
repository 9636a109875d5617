import { ageGroupOn, isoDateSchema } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useAddDependent } from '../api/household';

const EMPTY = { name: '', surname: '', birth: '', cin: '', email: '', password: '', consent: false };

/**
 * A guardian adds a dependent with their consent (LOPDGDD art. 7). Under 14 the form asks no DNI,
 * e-mail or password: the guardian manages the account. From 14 to 17 the dependent signs in
 * themselves, so it asks them.
 */
export function AddDependentForm({ guardianId, today }: { guardianId: number; today: string }) {
  const { t } = useTranslation();
  const add = useAddDependent(guardianId);
  const [form, setForm] = useState(EMPTY);
  const [added, setAdded] = useState<string | null>(null);
  const validBirth = isoDateSchema.safeParse(form.birth).success && form.birth <= today;
  const group = validBirth ? ageGroupOn(form.birth, today) : null;
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: field === 'consent' ? e.target.checked : e.target.value }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setAdded(null);
    const login = group === 'teen' ? { cin: form.cin, email: form.email, password: form.password } : null;
    add.mutate(
      { name: form.name, surname: form.surname, birth: form.birth, consent: form.consent, login },
      {
        onSuccess: (person) => {
          setAdded(person.name);
          setForm(EMPTY);
        },
      },
    );
  };
  const text = (
    field: 'name' | 'surname' | 'cin' | 'email' | 'password',
    type = 'text',
    autoComplete = 'off',
  ) => (
    <label className="block text-sm font-semibold text-gray-700">
      {t(`household.form.${field}`)}
      <input
        className={inputClass}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={form[field]}
        onChange={set(field)}
      />
    </label>
  );
  return (
    <form onSubmit={submit} className="space-y-4" aria-labelledby="add-dependent-title">
      <h2 id="add-dependent-title" className="text-lg font-bold text-ink">
        {t('household.form.title')}
      </h2>
      {text('name')}
      {text('surname')}
      <label className="block text-sm font-semibold text-gray-700">
        {t('household.form.birth')}
        <input
          className={inputClass}
          name="birth"
          type="date"
          required
          max={today}
          value={form.birth}
          onChange={set('birth')}
        />
      </label>
      {group === 'child' && (
        <p className="text-sm text-gray-700" data-testid="dependent-kind">
          {t('household.form.child_note')}
        </p>
      )}
      {group === 'teen' && (
        <>
          <p className="text-sm text-gray-700" data-testid="dependent-kind">
            {t('household.form.teen_note')}
          </p>
          {text('cin')}
          {text('email', 'email')}
          {text('password', 'password', 'new-password')}
        </>
      )}
      {group === 'adult' && (
        <p className="text-sm font-semibold text-red-800" data-testid="dependent-kind">
          {t('error.dependent_adult')}
        </p>
      )}
      <label className="flex items-start gap-3 text-sm text-gray-800">
        <input
          type="checkbox"
          name="consent"
          checked={form.consent}
          onChange={set('consent')}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{t('household.form.consent')}</span>
      </label>
      <FormError code={errorCodeOf(add.error)} />
      {added && (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {t('household.form.added', { name: added })}
        </p>
      )}
      <Button type="submit" disabled={add.isPending || group === 'adult'}>
        {t('household.form.submit')}
      </Button>
    </form>
  );
}
