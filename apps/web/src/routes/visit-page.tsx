import type { DropInBooked, VisitBooked, VisitClass } from '@boxbook/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { BaseDialog } from '../components/ui/dialog';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { QrImage } from '../features/checkins/components/qr-image';
import { BizumOption, bizumPhoneOf } from '../features/payments/components/bizum-option';
import { CardFields } from '../features/payments/components/card-fields';
import { ONE_OFF_CARD } from '../features/payments/components/card-methods';
import { loadStripeFor } from '../features/payments/components/stripe-loader';
import {
  authorizeDropIn,
  bookDropIn,
  confirmDropIn,
  useBookTrial,
  useVisitClasses,
} from '../features/visits/api/visits';
import { type VisitAnswers, VisitForm } from '../features/visits/components/visit-form';
import { useContentText } from '../lib/content-text';
import { errorCodeOf } from '../lib/error-code';
import { useGymTime } from '../lib/gym-time';

/**
 * A refund told to a visitor: the member's words point to their Payments screen, which a visitor
 * has not got; the visitor's point to the mail the refund was sent in.
 */
const visitorsWordsFor = (code: string | null | undefined) =>
  code === 'payment_refunded' || code === 'payment_refunded_bizum' ? `${code}_visitor` : code;

/** "Monday 23 November, 20:00–21:00" at the box. */
function useWhen() {
  const gym = useGymTime();
  return (item: { startTime: string; endTime: string }) => {
    const day = gym.format(item.startTime, { weekday: 'long', day: 'numeric', month: 'long' });
    return `${day.charAt(0).toUpperCase()}${day.slice(1)}, ${gym.time(item.startTime)}–${gym.time(item.endTime)}`;
  };
}

/**
 * /visit/:date/:templateId: a visitor books a free trial or a paid drop-in of a class of the
 * timetable, as the box offers them (see docs/product.md, The first visit), then sees the
 * booking's reference, also as a QR code for the door.
 */
export function VisitPage() {
  const { t } = useTranslation();
  const { date = '', templateId = '' } = useParams();
  const classes = useVisitClasses(date);
  return (
    <Page className="max-w-2xl">
      <PageTitle subtitle={t('visit.subtitle')}>{t('visit.title')}</PageTitle>
      <QueryState query={classes}>
        {(list) => {
          const item = list.find((c) => String(c.templateId) === templateId);
          return item ? <VisitOf item={item} /> : <Notice text={t('visit.no_class')} />;
        }}
      </QueryState>
    </Page>
  );
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <p className="text-ink">{text}</p>
      <Link to={paths.schedule} className="font-semibold text-brand-700 underline">
        {t('visit.back_to_schedule')}
      </Link>
    </div>
  );
}

type Kind = 'TRIAL' | 'DROP_IN';

function VisitOf({ item }: { item: VisitClass }) {
  const { t, i18n } = useTranslation();
  const { trialEnabled, dropInEnabled, dropInPrice } = useAppConfig();
  const text = useContentText();
  const when = useWhen();
  const offered: Kind[] = [
    ...(trialEnabled ? ['TRIAL' as const] : []),
    ...(dropInEnabled ? ['DROP_IN' as const] : []),
  ];
  const [kind, setKind] = useState<Kind>(offered[0] ?? 'TRIAL');
  const [answers, setAnswers] = useState<VisitAnswers | null>(null);
  const book = useBookTrial();
  const [paid, setPaid] = useState<DropInBooked | null>(null);
  const language = i18n.resolvedLanguage === 'ca' ? 'ca' : 'es';
  const price = new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
    style: 'currency',
    currency: 'EUR',
  }).format(dropInPrice);
  const summary = (
    <div className="mb-5 rounded-2xl bg-ink p-4 text-white">
      <p className="text-lg font-bold">{text.name(item.activity)}</p>
      <p>{when(item)}</p>
      <p className="text-sm text-gray-200">{t('visit.places_left', { count: item.placesLeft })}</p>
    </div>
  );
  const booked = book.data ?? paid;
  if (booked) return <Booked booked={booked} item={item} />;
  if (offered.length === 0) return <Notice text={t('visit.no_trials')} />;
  if (!item.bookable)
    return (
      <>
        {summary}
        <Notice text={t('visit.not_bookable')} />
      </>
    );
  if (item.placesLeft === 0)
    return (
      <>
        {summary}
        <Notice text={t('visit.full')} />
      </>
    );
  if (kind === 'DROP_IN' && answers)
    return (
      <>
        {summary}
        <DropInPayment
          request={{ ...answers, classId: item.id, language }}
          payLabel={t('visit.drop_in.pay', { price })}
          onBack={() => setAnswers(null)}
          onPaid={setPaid}
        />
      </>
    );
  return (
    <>
      {summary}
      {offered.length > 1 && (
        <fieldset className="mb-5 space-y-2">
          <legend className="mb-1 font-semibold text-ink">{t('visit.kind.title')}</legend>
          {offered.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
            >
              <input
                type="radio"
                name="visit-kind"
                className="h-5 w-5"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              <span className="text-ink">
                {option === 'TRIAL' ? t('visit.kind.trial') : t('visit.kind.drop_in', { price })}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'DROP_IN' && offered.length === 1 && (
        <p className="mb-5 text-ink">{t('visit.kind.drop_in', { price })}</p>
      )}
      <VisitForm
        pending={book.isPending}
        error={book.error}
        submitLabel={kind === 'DROP_IN' ? t('visit.drop_in.continue') : undefined}
        onSubmit={(values) =>
          kind === 'DROP_IN' ? setAnswers(values) : book.mutate({ ...values, classId: item.id, language })
        }
      />
    </>
  );
}

/** How often a Bizum payment waiting for the bank app is looked at again, and for how long (its hold is 15 minutes). */
const BIZUM_POLL_MS = 2_000;
const BIZUM_GIVE_UP_MS = 6 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The drop-in's payment, by card or Bizum (as a member's checkout offers both): the card becomes a payment method, the server holds the place and charges
 * it; the bank's extra step (Stripe's frame, or the sandbox's dialog) and the confirmation follow.
 * One Idempotency-Key per card, so a retried request charges once.
 */
function DropInPayment({
  request,
  payLabel,
  onBack,
  onPaid,
}: {
  request: VisitAnswers & { classId: number; language: 'ca' | 'es' };
  payLabel: string;
  onBack: () => void;
  onPaid: (booked: DropInBooked) => void;
}) {
  const { t } = useTranslation();
  const { paymentPublicKey } = useAppConfig();
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [step, setStep] = useState<((approve: boolean) => void) | null>(null);
  const keys = useRef(new Map<string, string>());

  const askTheBank = () => new Promise<boolean>((resolve) => setStep(() => resolve));

  const [method, setMethod] = useState<'card' | 'bizum'>('card');
  const [phone, setPhone] = useState('');
  const [waitingForBizum, setWaitingForBizum] = useState(false);

  /** Bizum waits for the visitor's bank app: look again until it is answered (as a member's Bizum). */
  const waitForTheApp = async (first: DropInBooked): Promise<DropInBooked> => {
    setWaitingForBizum(true);
    try {
      const giveUpAt = Date.now() + BIZUM_GIVE_UP_MS;
      let current = first;
      while (current.payment.status === 'processing' && Date.now() < giveUpAt) {
        await sleep(BIZUM_POLL_MS);
        current = await confirmDropIn(first.reference);
      }
      return current;
    } finally {
      setWaitingForBizum(false);
    }
  };

  const pay = async (by: { pmId: string } | { bizumPhone: string }) => {
    setBusy(true);
    setErrorCode(null);
    try {
      const id = 'pmId' in by ? by.pmId : `bizum:${by.bizumPhone}`;
      const key = keys.current.get(id) ?? crypto.randomUUID();
      keys.current.set(id, key);
      let result = await bookDropIn({ ...request, ...by }, key);
      if (result.payment.status === 'processing' && 'bizumPhone' in by) result = await waitForTheApp(result);
      if (result.payment.status === 'requires_action') {
        if (paymentPublicKey && result.payment.clientSecret) {
          const stripe = await loadStripeFor(paymentPublicKey);
          await stripe?.handleNextAction({ clientSecret: result.payment.clientSecret });
          result = await confirmDropIn(result.reference);
        } else {
          result = await authorizeDropIn(result.reference, await askTheBank());
        }
      }
      if (result.payment.status === 'succeeded') onPaid(result);
      else setErrorCode(result.payment.error ?? 'card_declined');
    } catch (error) {
      setErrorCode(visitorsWordsFor(errorCodeOf(error)) ?? 'network');
    } finally {
      setBusy(false);
    }
  };

  const answer = (approve: boolean) => {
    step?.(approve);
    setStep(null);
  };

  return (
    <section aria-labelledby="pay-title" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id="pay-title" className="text-xl font-bold text-ink">
        {t('visit.drop_in.pay_title')}
      </h2>
      <p className="text-sm text-gray-700">{t('visit.drop_in.hold_hint')}</p>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-ink">{t('payments.method.legend')}</legend>
        <label className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
          <input
            type="radio"
            name="drop-in-method"
            className="size-5 accent-brand-700"
            checked={method === 'card'}
            onChange={() => setMethod('card')}
          />
          <span className="font-semibold text-ink">{t('payments.method.card')}</span>
        </label>
        <BizumOption
          name="drop-in-method"
          checked={method === 'bizum'}
          onChoose={() => setMethod('bizum')}
          phone={phone}
          onPhone={setPhone}
          sandbox={!paymentPublicKey}
        />
      </fieldset>
      {method === 'card' ? (
        <CardFields
          publishableKey={paymentPublicKey}
          method={ONE_OFF_CARD}
          onMethod={(pmId) => pay({ pmId })}
          formLabel={t('payments.method.card')}
          submitLabel={payLabel}
          busyLabel={t('visit.drop_in.paying')}
          busy={busy}
          errorCode={errorCode}
        />
      ) : (
        <form
          noValidate
          aria-label={t('payments.method.bizum')}
          onSubmit={(event) => {
            event.preventDefault();
            const bizumPhone = bizumPhoneOf(phone);
            if (!bizumPhone) return setErrorCode('invalid_phone');
            void pay({ bizumPhone });
          }}
        >
          {errorCode && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {t(`error.${errorCode}`, { defaultValue: t('payments.card_error', { code: errorCode }) })}
            </p>
          )}
          <Button type="submit" className="mt-4 w-full" disabled={busy}>
            {busy ? t('visit.drop_in.paying') : payLabel}
          </Button>
        </form>
      )}
      <Button variant="secondary" onClick={onBack} disabled={busy}>
        {t('visit.drop_in.back')}
      </Button>
      <BaseDialog
        open={waitingForBizum}
        onOpenChange={() => undefined}
        title={t('payments.bizum.waiting_title')}
        message={t('payments.bizum.waiting_message')}
        loading
        actions={null}
      />
      <BaseDialog
        open={step !== null}
        onOpenChange={(open) => !open && answer(false)}
        title={t('payments.extra_step.title')}
        message={t('payments.extra_step.message')}
        actions={
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {t('payments.extra_step.fail')}
            </Button>
            <Button onClick={() => answer(true)}>{t('payments.extra_step.confirm')}</Button>
          </>
        }
      />
    </section>
  );
}

function Booked({ booked, item }: { booked: VisitBooked; item: VisitClass }) {
  const { t } = useTranslation();
  const text = useContentText();
  const when = useWhen();
  return (
    <section
      aria-labelledby="booked-title"
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-gray-200"
    >
      <h2 id="booked-title" className="text-xl font-bold text-ink">
        {t('visit.booked_title')}
      </h2>
      <p className="text-ink">
        {text.name(item.activity)}: {when(item)}
        {booked.kind === 'DROP_IN' && (
          <span className="mt-1 block text-sm font-semibold text-green-800">{t('visit.drop_in.paid')}</span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-5">
        <QrImage
          text={booked.reference}
          label={t('visit.reference_qr', { reference: booked.reference })}
          className="h-40 w-40"
        />
        <div>
          <p className="text-sm text-gray-700">{t('visit.reference')}</p>
          <p className="font-mono text-3xl font-bold tracking-widest text-ink" data-testid="visit-reference">
            {booked.reference}
          </p>
          <p className="text-sm text-gray-700">{t('visit.reference_hint')}</p>
        </div>
      </div>
      <a
        href={`/api/visits/${booked.reference}.ics`}
        className="inline-block font-semibold text-brand-700 underline"
      >
        {t('visit.add_to_calendar')}
      </a>
      <p className="text-sm text-gray-700">{t('visit.mail_sent')}</p>
    </section>
  );
}
