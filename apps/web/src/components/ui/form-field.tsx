import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const inputClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-4 py-3 text-ink shadow-sm ring-1 ring-gray-300 placeholder:text-gray-400 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-[invalid=true]:ring-red-500 disabled:bg-gray-100';

/** Schema messages with a text of their own: SEPA checks (mandates), prices and credits (catalog). */
const FORM_MESSAGES = [
  'invalid_iban',
  'invalid_bic',
  'invalid_creditor_id',
  'invalid_reference',
  'zero_or_more',
  'more_than_zero',
  'cents',
  'credits_range',
];

/** Maps a zod issue (as react-hook-form reports it) to a translated message key. */
export function errorKey(error: FieldError, field: string): string {
  // A refusal the server tied to this field (ApiError.field), under its own error code.
  if (error.type === 'server' && error.message) return `error.${error.message}`;
  if (error.message === 'invalid_cin') return 'forms.invalid_cin';
  if (FORM_MESSAGES.includes(error.message ?? '')) return `forms.${error.message}`;
  if (error.message === 'passwords_differ') return 'forms.passwords_differ';
  if (error.message === 'future_date') return 'forms.future_date';
  if (error.type === 'invalid_format' && field.includes('mail')) return 'forms.invalid_email';
  if (error.type === 'too_small' && field.toLowerCase().includes('password')) return 'forms.password_min';
  if (error.type === 'too_small' || error.type === 'invalid_type') return 'forms.required';
  return 'forms.invalid';
}

/** A label, the control and its translated error, wired for screen readers. */
export function FormField({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: string;
  error?: FieldError | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {t(errorKey(error, name), { min: 8 })}
        </p>
      )}
    </div>
  );
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={inputClass} {...props} />;
}

/**
 * The server's answer to a form, translated; shown under the submit button. `text` replaces the
 * code's own text when the refusal's parameters say more (why a class cannot be booked).
 */
export function FormError({ code, text }: { code: string | null | undefined; text?: string | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {text ?? t(`error.${code}`, { defaultValue: t('error.unknown') })}
    </p>
  );
}
