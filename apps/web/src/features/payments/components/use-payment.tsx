import type { PaymentResult } from '@boxbook/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { authorizeSandboxPayment, type CheckoutRequest, checkout, confirmPayment } from '../api/checkout';
import { loadStripeFor } from './stripe-loader';

/** How often a Bizum payment waiting for the bank app is looked at again. */
const BIZUM_POLL_MS = 2_000;
/** Past the bank's approval window (about 5 minutes) with a margin: the server has the answer by then. */
const BIZUM_GIVE_UP_MS = 6 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Step {
  paymentId: string;
  clientSecret: string | null;
  resolve: (approved: boolean) => void;
}

/**
 * Pays with a stored card or Bizum: checkout, then — when the bank asks for it (requires_action) —
 * the extra confirmation step, Stripe's 3-D Secure frame or the sandbox's page; a Bizum payment
 * waits, with a dialog saying so, while the member approves it in their bank's app. Resolves with the final
 * result; a failure of the network rejects, and paying again reuses the same idempotency key, so
 * the server charges once. A paid purchase keeps its key until the caller has spent its receipt
 * (`done`): if the call that spends it is lost, paying again answers the same receipt instead of
 * charging a second time.
 */
export function usePayment(publishableKey: string | null): {
  pay: (request: CheckoutRequest) => Promise<PaymentResult>;
  /** The receipt was spent: the next payment is a purchase of its own. */
  done: () => void;
  extraStep: ReactNode;
} {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step | null>(null);
  const [waitingForBizum, setWaitingForBizum] = useState(false);
  const pending = useRef<{ body: string; key: string } | null>(null);

  const askTheBank = (paymentId: string, clientSecret: string | null) =>
    new Promise<boolean>((resolve) => setStep({ paymentId, clientSecret, resolve }));

  const pay = async (request: CheckoutRequest): Promise<PaymentResult> => {
    const body = JSON.stringify(request);
    if (pending.current?.body !== body) pending.current = { body, key: crypto.randomUUID() };
    const result = await payWithKey(request, pending.current.key);
    // A payment that did not go through is tried again as a new purchase.
    if (result.status !== 'succeeded') pending.current = null;
    return result;
  };

  /** A Bizum payment waits for the member's bank app: look again until it is answered. */
  const waitForTheApp = async (first: PaymentResult): Promise<PaymentResult> => {
    setWaitingForBizum(true);
    try {
      const giveUpAt = Date.now() + BIZUM_GIVE_UP_MS;
      let current = first;
      while (current.status === 'processing' && Date.now() < giveUpAt) {
        await sleep(BIZUM_POLL_MS);
        current = await confirmPayment(first.id);
      }
      return current;
    } finally {
      setWaitingForBizum(false);
    }
  };

  const payWithKey = async (request: CheckoutRequest, key: string): Promise<PaymentResult> => {
    const first = await checkout(request, key);
    if (first.status === 'processing' && request.bizumPhone) return waitForTheApp(first);
    if (first.status !== 'requires_action') return first;
    if (publishableKey && first.clientSecret) {
      const stripe = await loadStripeFor(publishableKey);
      const outcome = await stripe?.handleNextAction({ clientSecret: first.clientSecret });
      if (outcome?.error) return { ...first, status: 'failed', error: 'authentication_failed' };
      return confirmPayment(first.id);
    }
    const approved = await askTheBank(first.id, first.clientSecret);
    await authorizeSandboxPayment(first.id, approved);
    return confirmPayment(first.id);
  };

  const answer = (approved: boolean) => {
    step?.resolve(approved);
    setStep(null);
  };

  const extraStep = (
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
    >
      <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('payments.extra_step.sandbox')}
      </p>
    </BaseDialog>
  );
  const bizumWait = (
    <BaseDialog
      open={waitingForBizum}
      onOpenChange={() => {}}
      title={t('payments.bizum.waiting_title')}
      message={t('payments.bizum.waiting_message')}
      loading
      actions={null}
    />
  );
  const done = () => {
    pending.current = null;
  };

  return {
    pay,
    done,
    extraStep: (
      <>
        {extraStep}
        {bizumWait}
      </>
    ),
  };
}
