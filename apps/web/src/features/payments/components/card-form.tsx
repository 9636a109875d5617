import type { Card } from '@boxbook/domain';
import type { StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { createSandboxPaymentMethod, getSetupIntent, useSaveCard } from '../api/cards';
import { loadStripeFor } from './stripe-loader';

/** The Luhn check every card number passes; typing mistakes are caught before any call. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** "1234567812345678" as people read it: groups of four. */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Card entry (see docs/product.md, Screens): Stripe Elements when a publishable key is configured,
 * otherwise the sandbox's own fields. The provider's error is shown under the form and loading
 * stops.
 */
export function CardForm({
  publishableKey,
  onSaved,
}: {
  publishableKey: string | null;
  onSaved: (card: Card) => void;
}) {
  return publishableKey ? (
    <StripeCardForm publishableKey={publishableKey} onSaved={onSaved} />
  ) : (
    <SandboxCardForm onSaved={onSaved} />
  );
}

function ProviderError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {t(`error.${code}`, { defaultValue: t('payments.card_error', { code }) })}
    </p>
  );
}

function SandboxCardForm({ onSaved }: { onSaved: (card: Card) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveCard();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/\D/g, '');
    const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
    const month = Number(exp?.[1]);
    const checks = {
      number: !passesLuhn(digits),
      expiry: !exp || month < 1 || month > 12,
      cvc: !/^\d{3,4}$/.test(cvc),
    };
    setInvalid(checks);
    if (Object.values(checks).some(Boolean)) return;
    setBusy(true);
    setErrorCode(null);
    try {
      const pm = await createSandboxPaymentMethod({
        number: digits,
        expMonth: month,
        expYear: 2000 + Number(exp?.[2]),
        cvc,
      });
      const card = await save.mutateAsync(pm.id);
      setNumber('');
      setExpiry('');
      setCvc('');
      onSaved(card);
    } catch (error) {
      setErrorCode(errorCodeOf(error) ?? 'network');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'number' | 'expiry' | 'cvc') => ({
    id: `${id}-${name}`,
    'aria-invalid': invalid[name] ?? false,
    'aria-describedby': invalid[name] ? `${id}-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    invalid[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {t(`payments.form.invalid_${name}`)}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate aria-label={t('payments.form.title')}>
      <label htmlFor={`${id}-number`} className="block text-sm font-semibold text-gray-700">
        {t('payments.form.number')}
      </label>
      <input
        {...field('number')}
        className={inputClass}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) => setNumber(grouped(e.target.value.replace(/\D/g, '').slice(0, 19)))}
      />
      {fieldError('number')}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-expiry`} className="block text-sm font-semibold text-gray-700">
            {t('payments.form.expiry')}
          </label>
          <input
            {...field('expiry')}
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payments.form.expiry_placeholder')}
            value={expiry}
            onChange={(e) => {
              const d = e.target.value.replace(/\D/g, '').slice(0, 4);
              setExpiry(d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d);
            }}
          />
          {fieldError('expiry')}
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="block text-sm font-semibold text-gray-700">
            {t('payments.form.cvc')}
          </label>
          <input
            {...field('cvc')}
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          {fieldError('cvc')}
        </div>
      </div>
      <p className="mt-3 text-xs text-gray-600">{t('payments.form.sandbox_hint')}</p>
      <ProviderError code={errorCode} />
      <Button type="submit" className="mt-4 w-full" disabled={busy}>
        {busy ? t('payments.form.saving') : t('payments.form.save')}
      </Button>
    </form>
  );
}

function StripeCardForm({
  publishableKey,
  onSaved,
}: {
  publishableKey: string;
  onSaved: (card: Card) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCard();
  const mount = useRef<HTMLDivElement>(null);
  const element = useRef<StripeCardElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    void loadStripeFor(publishableKey).then((stripe) => {
      if (!stripe || !mount.current) return;
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(mount.current);
      element.current = card;
    });
    return () => card?.destroy();
  }, [publishableKey]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const stripe = await loadStripeFor(publishableKey);
    if (!stripe || !element.current) return;
    setBusy(true);
    setErrorCode(null);
    try {
      const { clientSecret } = await getSetupIntent();
      if (!clientSecret) throw new Error('no setup intent');
      const result = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card: element.current },
      });
      // Stripe's own refusal (its code, such as incorrect_cvc), not one of our API's.
      const stripeError = result.error;
      if (stripeError) return setErrorCode(stripeError.code ?? 'card_declined');
      const pm = result.setupIntent.payment_method;
      onSaved(await save.mutateAsync(typeof pm === 'string' ? pm : (pm?.id ?? '')));
    } catch (error) {
      setErrorCode(errorCodeOf(error) ?? 'network');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label={t('payments.form.title')}>
      <div ref={mount} className="rounded-xl bg-white px-4 py-3 ring-1 ring-gray-300" />
      <ProviderError code={errorCode} />
      <Button type="submit" className="mt-4 w-full" disabled={busy}>
        {busy ? t('payments.form.saving') : t('payments.form.save')}
      </Button>
    </form>
  );
}
