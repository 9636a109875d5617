import { bizumPhoneSchema } from '@boxbook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';

/** The phone a member pays from with Bizum, or null while it is not a Spanish mobile. */
export const bizumPhoneOf = (typed: string): string | null => {
  const parsed = bizumPhoneSchema.safeParse(typed);
  return parsed.success ? parsed.data : null;
};

/**
 * Bizum as one of the ways to pay, beside the cards (docs/product.md, Bizum): a radio of the same
 * group, and once chosen the phone registered with Bizum. Without a payment provider's key the app
 * runs on the sandbox, whose test phones are named under the field.
 */
export function BizumOption({
  name,
  checked,
  onChoose,
  phone,
  onPhone,
  sandbox,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  phone: string;
  onPhone: (phone: string) => void;
  sandbox: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = checked && phone.trim() !== '' && bizumPhoneOf(phone) === null;
  return (
    <div className="rounded-xl p-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="radio"
          name={name}
          className="size-5 accent-brand-700"
          checked={checked}
          onChange={onChoose}
        />
        <span
          aria-hidden="true"
          className="flex h-10 w-16 items-center justify-center rounded-lg bg-sky-800 text-xs font-bold text-white"
        >
          bizum
        </span>
        <span className="font-semibold text-ink">{t('payments.method.bizum')}</span>
      </label>
      {checked && (
        <div className="mt-3">
          <label htmlFor={id} className="block text-sm font-semibold text-gray-700">
            {t('payments.bizum.phone')}
          </label>
          <input
            id={id}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            className={inputClass}
            value={phone}
            onChange={(e) => onPhone(e.target.value)}
            aria-invalid={invalid}
            aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
            {t('payments.bizum.phone_hint')}
            {sandbox && ` ${t('payments.bizum.sandbox')}`}
          </p>
          {invalid && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
              {t('error.invalid_phone')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
