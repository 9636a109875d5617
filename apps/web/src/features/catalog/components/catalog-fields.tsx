import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, inputClass } from '../../../components/ui/form-field';

/** A form's `formState.errors`; only the two named fields are read. */
type Errors = object;

/**
 * One text of the box's content in both languages, side by side from `sm` up (see docs/product.md,
 * Languages and accessibility).
 */
export function BilingualFields({
  label,
  names,
  register,
  errors,
  multiline = false,
}: {
  label: string;
  names: [ca: string, es: string];
  register: (name: string) => UseFormRegisterReturn;
  errors: Errors;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const languages = [t('catalog.in_catalan'), t('catalog.in_spanish')];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {names.map((name, index) => (
        <FormField
          key={name}
          label={`${label} (${languages[index]})`}
          name={name}
          error={(errors as Record<string, FieldError | undefined>)[name]}
        >
          {(a11y) =>
            multiline ? (
              <textarea rows={3} className={inputClass} {...a11y} {...register(name)} />
            ) : (
              <input className={inputClass} {...a11y} {...register(name)} />
            )
          }
        </FormField>
      ))}
    </div>
  );
}

/** A price in euros with two decimals. */
export function PriceField({
  register,
  error,
}: {
  register: UseFormRegisterReturn;
  error?: FieldError | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('catalog.price')} name="price" error={error}>
      {(a11y) => (
        <div className="relative">
          <input
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            className={`${inputClass} pr-10`}
            {...a11y}
            {...register}
          />
          <span aria-hidden="true" className="absolute inset-y-0 right-4 flex items-center text-gray-600">
            €
          </span>
        </div>
      )}
    </FormField>
  );
}

export function CheckField({
  label,
  hint,
  register,
}: {
  label: string;
  hint?: string;
  register: UseFormRegisterReturn;
}) {
  return (
    <label className="flex items-start gap-3 rounded-xl bg-gray-50 px-4 py-3 text-sm text-ink">
      <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" {...register} />
      <span>
        <span className="font-semibold">{label}</span>
        {hint && <span className="block text-gray-600">{hint}</span>}
      </span>
    </label>
  );
}

/** "Enabled" or "Disabled", readable without colour. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        enabled ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'
      }`}
    >
      {enabled ? t('catalog.enabled') : t('catalog.disabled')}
    </span>
  );
}

export function CatalogToolbar({
  count,
  onAdd,
  addLabel,
}: {
  count: ReactNode;
  onAdd: () => void;
  addLabel: string;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-600">{count}</p>
      <button
        type="button"
        onClick={onAdd}
        className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {addLabel}
      </button>
    </div>
  );
}
