import { fromCents, type Receipt, type RefundResult, toCents } from '@boxbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice } from '../../../lib/format';
import { paymentKeys, userKeys } from '../../../lib/query-keys';
import { refundReceipt } from '../api/refunds';

/** What is left to refund of a receipt, in cents. */
export const leftCents = (receipt: Receipt) => toCents(receipt.amount) - toCents(receipt.refunded);

/** "12,5" or "12.50" as cents; null for anything that is not an amount with at most two decimals. */
export function parseEuros(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normal)) return null;
  return toCents(Number(normal));
}

const newKey = () => `refund-${crypto.randomUUID()}`;

/**
 * The admin's refund of a member's receipt (docs/invoicing.md, Refunds): the amount (what is left,
 * by default), the reason the member will read and, for a plan month, whether the plan ends now.
 * One Idempotency-Key per opening, so a double click or a retry refunds once. Then what was done.
 */
export function RefundDialog({
  receipt,
  receiptNumber,
  userId,
  onClose,
}: {
  receipt: Receipt;
  receiptNumber: string;
  userId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const formId = useId();
  const left = leftCents(receipt);
  // Catalan and Spanish both write a decimal comma.
  const [amount, setAmount] = useState(fromCents(left).toFixed(2).replace('.', ','));
  const [reason, setReason] = useState('');
  const [plan, setPlan] = useState<'keep' | 'end'>('keep');
  const [key] = useState(newKey);
  const [touched, setTouched] = useState(false);
  const planMonth = receipt.purpose === 'PLAN' || receipt.purpose === 'PLAN_RENEWAL';
  const cents = parseEuros(amount);
  const amountWrong = cents === null || cents <= 0 || cents > left;
  const reasonWrong = reason.trim() === '';
  const money = (c: number) => formatPrice(fromCents(c), i18n.resolvedLanguage);

  const mutation = useMutation({
    mutationFn: () =>
      refundReceipt(
        receipt.id,
        { ...(cents === left ? {} : { amountCents: cents ?? 0 }), reason: reason.trim(), plan },
        key,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.payments(userId) });
      void queryClient.invalidateQueries({ queryKey: userKeys.membership(userId) });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.ledger(userId) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountWrong || reasonWrong) return;
    mutation.mutate();
  };

  if (mutation.data) return <RefundDone result={mutation.data} onClose={onClose} />;

  const amountId = `${formId}-amount`;
  const reasonId = `${formId}-reason`;
  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('members.refund_dialog.title', { number: receiptNumber })}
      message={t('members.refund_dialog.message', {
        paid: formatPrice(receipt.amount, i18n.resolvedLanguage),
        left: money(left),
        // The money goes back the way it was paid: the card, or Bizum (message_bizum).
        context: receipt.paymentMethod,
      })}
      errorCode={errorCodeOf(mutation.error)}
      loading={mutation.isPending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {t('members.refund_dialog.submit', { amount: cents && !amountWrong ? money(cents) : '' }).trim()}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={amountId} className="block text-sm font-semibold text-gray-700">
            {t('members.refund_dialog.amount')}
          </label>
          <input
            id={amountId}
            className={inputClass}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={touched && amountWrong}
            aria-describedby={touched && amountWrong ? `${amountId}-error` : undefined}
          />
          {touched && amountWrong && (
            <p id={`${amountId}-error`} className="mt-1 text-sm text-red-700">
              {t('members.refund_dialog.amount_invalid', { left: money(left) })}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={reasonId} className="block text-sm font-semibold text-gray-700">
            {t('members.refund_dialog.reason')}
          </label>
          <textarea
            id={reasonId}
            className={inputClass}
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={touched && reasonWrong}
            aria-describedby={touched && reasonWrong ? `${reasonId}-error` : undefined}
          />
          {touched && reasonWrong && (
            <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
              {t('forms.required')}
            </p>
          )}
        </div>
        {planMonth && (
          <fieldset>
            <legend className="text-sm font-semibold text-gray-700">
              {t('members.refund_dialog.plan_legend')}
            </legend>
            <div className="mt-2 grid gap-2">
              {(['keep', 'end'] as const).map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name={`${formId}-plan`}
                    value={choice}
                    checked={plan === choice}
                    onChange={() => setPlan(choice)}
                    className="size-4 accent-brand-700"
                  />
                  {t(`members.refund_dialog.plan_${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </form>
    </BaseDialog>
  );
}

/** What the refund did, in words: the amount, the rectifying invoice, the credit or the plan. */
function RefundDone({ result, onClose }: { result: RefundResult; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lines = [
    t('members.refund_dialog.done', {
      amount: formatPrice(result.refund.amount, i18n.resolvedLanguage),
      context: result.receipt.paymentMethod,
    }),
    ...(result.refund.invoice
      ? [t('members.refund_dialog.done_invoice', { number: result.refund.invoice.number })]
      : []),
    ...(result.creditTakenBack === true ? [t('members.refund_dialog.credit_taken')] : []),
    ...(result.creditTakenBack === false ? [t('members.refund_dialog.credit_kept')] : []),
    ...(result.planEnded ? [t('members.refund_dialog.plan_ended')] : []),
  ];
  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('members.refund_dialog.done_title')}
      message={
        <span role="status" className="grid gap-1">
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      }
      actions={<Button onClick={onClose}>{t('dialogs.ok')}</Button>}
    />
  );
}
