import type { StripeCardElement } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { createVisitorPaymentMethod } from '../api/cards';
import { passesLuhn } from './card-form';
import { loadStripeFor } from './stripe-loader';

/**
 * A visitor's card for a paid drop-in (see docs/product.md, The first visit): nothing is stored,
 * the card becomes a one-off payment method (Stripe.js's createPaymentMethod, or the sandbox's
 * form) and `onPay` charges it. The refusal of the charge comes back as `errorCode`.
 */
export function VisitorCardForm({
  publishableKey,
  payLabel,
  busy,
  errorCode,
  onPay,
}: {
  publishableKey: string | null;
  payLabel: string;
  busy: boolean;
  errorCode: string | null;
  onPay: (pmId: string) => void;
}) {
  return publishableKey ? (
    <StripeFields publishableKey={publishableKey} {...{ payLabel, busy, errorCode, onPay }} />
  ) : (
    <SandboxFields {...{ payLabel, busy, errorCode, onPay }} />
  );
}

type FieldsProps = {
  payLabel: string;
  busy: boolean;
  errorCode: string | null;
  onPay: (pmId: string) => void;
};

function CardError({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {t(`error.${code}`, { defaultValue: t('payments.card_error', { code }) })}
    </p>
  );
}

function SandboxFields({ payLabel, busy, errorCode, onPay }: FieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [making, setMaking] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
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
    setMaking(true);
    setCardError(null);
    try {
      const pm = await createVisitorPaymentMethod({
        number: digits,
        expMonth: month,
        expYear: 2000 + Number(exp?.[2]),
        cvc,
      });
      onPay(pm.id);
    } catch (error) {
      setCardError(errorCodeOf(error) ?? 'network');
    } finally {
      setMaking(false);
    }
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
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('payments.form.title')}>
      {label('number', t('payments.form.number'))}
      <input
        {...field('number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) =>
          setNumber(
            e.target.value
              .replace(/\D/g, '')
              .slice(0, 19)
              .replace(/(\d{4})(?=\d)/g, '$1 '),
          )
        }
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
      <CardError code={cardError ?? errorCode} />
      <Button type="submit" className="mt-4 w-full" disabled={busy || making}>
        {payLabel}
      </Button>
    </form>
  );
}

function StripeFields({
  publishableKey,
  payLabel,
  busy,
  errorCode,
  onPay,
}: FieldsProps & { publishableKey: string }) {
  const { t } = useTranslation();
  const mount = useRef<HTMLDivElement>(null);
  const element = useRef<StripeCardElement | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);

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
    setCardError(null);
    const result = await stripe.createPaymentMethod({ type: 'card', card: element.current });
    const stripeError = result.error;
    if (stripeError) return setCardError(stripeError.code ?? 'card_declined');
    onPay(result.paymentMethod.id);
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('payments.form.title')}>
      <div ref={mount} className="rounded-xl bg-white px-4 py-3 ring-1 ring-gray-300" />
      <CardError code={cardError ?? errorCode} />
      <Button type="submit" className="mt-4 w-full" disabled={busy}>
        {payLabel}
      </Button>
    </form>
  );
}
