import type { StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import type { CardMethod } from './card-methods';
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

export interface CardFieldsProps {
  publishableKey: string | null;
  /** How the card becomes a payment method: saved for a member, one-off for a visitor (card-methods.ts). */
  method: CardMethod;
  /**
   * What is done with the payment method: saved to the member's cards, or paid with. A refusal
   * it throws (an ApiError) is shown under the fields; one it reports itself comes as `errorCode`.
   */
  onMethod: (paymentMethodId: string) => Promise<void>;
  submitLabel: string;
  /** What the form is called for screen readers: adding a card by default. */
  formLabel?: string;
  /** The button's words while the card is being made and used. */
  busyLabel: string;
  /** Work of the caller's that the button waits for too (a payment in progress). */
  busy?: boolean;
  /** The caller's refusal of the last attempt (a declined payment), shown when the fields have none. */
  errorCode?: string | null;
}

/**
 * Card entry for members and visitors alike (see docs/product.md, Screens): Stripe Elements when a
 * publishable key is configured, otherwise the sandbox's own fields. The card becomes a payment
 * method as `method` says, and `onMethod` does the rest; the provider's error is shown under the
 * form and the button comes back.
 */
export function CardFields(props: CardFieldsProps) {
  const { publishableKey } = props;
  return publishableKey ? (
    <StripeFields {...props} publishableKey={publishableKey} />
  ) : (
    <SandboxFields {...props} />
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

/**
 * The work both kinds of fields share: one attempt at a time, its refusal kept until the next.
 * `make` answers the payment method's id, or a refusal's code of the provider.
 */
function useCardAttempt({ onMethod, busy = false, errorCode = null }: CardFieldsProps) {
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = async (make: () => Promise<{ id: string } | { errorCode: string }>) => {
    setWorking(true);
    setRefusal(null);
    try {
      const made = await make();
      if ('errorCode' in made) return setRefusal(made.errorCode);
      await onMethod(made.id);
    } catch (error) {
      setRefusal(errorCodeOf(error) ?? 'network');
    } finally {
      setWorking(false);
    }
  };
  return { attempt, working: working || busy, shownError: refusal ?? errorCode };
}

function SandboxFields(props: CardFieldsProps) {
  const { method, submitLabel, busyLabel } = props;
  const { t } = useTranslation();
  const id = useId();
  const { attempt, working, shownError } = useCardAttempt(props);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});

  const submit = (event: FormEvent) => {
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
    void attempt(() =>
      method.sandbox({ number: digits, expMonth: month, expYear: 2000 + Number(exp?.[2]), cvc }),
    );
  };

  const field = (name: 'number' | 'expiry' | 'cvc') => ({
    id: `${id}-${name}`,
    'aria-invalid': invalid[name] ?? false,
    'aria-describedby': invalid[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
    inputMode: 'numeric' as const,
  });
  const fieldError = (name: string) =>
    invalid[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {t(`payments.form.invalid_${name}`)}
      </p>
    ) : null;
  const label = (name: string, text: string) => (
    <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-700">
      {text}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={props.formLabel ?? t('payments.form.title')}>
      {label('number', t('payments.form.number'))}
      <input
        {...field('number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) => setNumber(grouped(e.target.value.replace(/\D/g, '').slice(0, 19)))}
      />
      {fieldError('number')}
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div>
          {label('expiry', t('payments.form.expiry'))}
          <input
            {...field('expiry')}
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
          {label('cvc', t('payments.form.cvc'))}
          <input
            {...field('cvc')}
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          {fieldError('cvc')}
        </div>
      </div>
      <p className="mt-3 text-xs text-gray-600">{t('payments.form.sandbox_hint')}</p>
      <ProviderError code={shownError} />
      <Button type="submit" className="mt-4 w-full" disabled={working}>
        {working ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

function StripeFields(props: CardFieldsProps & { publishableKey: string }) {
  const { publishableKey, method, submitLabel, busyLabel } = props;
  const { t } = useTranslation();
  const { attempt, working, shownError } = useCardAttempt(props);
  const mount = useRef<HTMLDivElement>(null);
  const element = useRef<StripeCardElement | null>(null);

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
    const card = element.current;
    if (!stripe || !card) return;
    await attempt(() => method.stripe(stripe, card));
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={props.formLabel ?? t('payments.form.title')}>
      <div ref={mount} className="rounded-xl bg-white px-4 py-3 ring-1 ring-gray-300" />
      <ProviderError code={shownError} />
      <Button type="submit" className="mt-4 w-full" disabled={working}>
        {working ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
