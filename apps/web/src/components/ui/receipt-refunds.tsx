import type { Receipt, Refund } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatPrice } from '../../lib/format';

/** Why a refund was made, in the screen's language: the admin's words, or the app's refusal translated. */
export function useRefundReason() {
  const { t } = useTranslation();
  return (refund: Refund) =>
    refund.automatic
      ? t(`payments.receipts.refund_auto.${refund.reason}`, {
          defaultValue: t('payments.receipts.refund_auto.other'),
        })
      : refund.reason;
}

/** The rectifying invoice's PDF (`GET /api/invoices/{id}/pdf`), in the screen's language. */
export const invoicePdfUrl = (invoiceId: number, language: string | undefined) =>
  `/api/invoices/${invoiceId}/pdf?lang=${language === 'ca' ? 'ca' : 'es'}`;

export const fullyRefunded = (receipt: Receipt) =>
  receipt.refunds.length > 0 && receipt.refunded >= receipt.amount;

/**
 * A receipt's refunds under it (docs/invoicing.md, Refunds): amount, date, reason and the
 * rectifying invoice's PDF when there is one. Nothing for a receipt never refunded.
 */
export function ReceiptRefunds({
  receipt,
  timeZone,
  onOpenInvoice,
}: {
  receipt: Receipt;
  timeZone: string;
  onOpenInvoice: (invoiceId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const reasonOf = useRefundReason();
  if (receipt.refunds.length === 0) return null;
  return (
    <ul className="mt-1 grid gap-1 text-sm text-gray-700" aria-label={t('payments.receipts.refunds_label')}>
      {receipt.refunds.map((refund) => (
        <li key={refund.id} className="flex flex-wrap items-center gap-x-2">
          <span className="font-semibold text-emerald-800">
            {t('payments.receipts.refund_line', {
              amount: formatPrice(refund.amount, i18n.resolvedLanguage),
              date: formatInstant(refund.refundedAt, i18n.resolvedLanguage, timeZone, {
                dateStyle: 'medium',
              }),
            })}
          </span>
          <span>· {t('payments.receipts.refund_reason', { reason: reasonOf(refund) })}</span>
          {refund.invoice && (
            <button
              type="button"
              onClick={() => refund.invoice && onOpenInvoice(refund.invoice.id)}
              className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
              aria-label={t('payments.receipts.refund_invoice_label', { number: refund.invoice.number })}
            >
              {refund.invoice.number}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Refunded" beside a receipt given back in full. */
export function RefundedBadge() {
  const { t } = useTranslation();
  return (
    <span className="mt-1 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-700">
      {t('payments.receipts.refunded_badge')}
    </span>
  );
}
