import type { Receipt } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceLink } from '../../../components/ui/invoice-link';
import { QueryState } from '../../../components/ui/query-state';
import {
  fullyRefunded,
  invoicePdfUrl,
  ReceiptRefunds,
  RefundedBadge,
} from '../../../components/ui/receipt-refunds';
import { apiBlob } from '../../../lib/api-client';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { formatInstant, formatPrice } from '../../../lib/format';
import { useReceipts } from '../api/receipts';

/** What a receipt paid for, in the screen's language. */
export function useReceiptConcept() {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  return (receipt: Receipt) => {
    const plan =
      receipt.planNameCa && receipt.planNameEs
        ? text.name({ nameCa: receipt.planNameCa, nameEs: receipt.planNameEs })
        : '';
    const period = receipt.period
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${receipt.period}T12:00:00Z`))
      : '';
    return t(`payments.receipts.purpose.${receipt.purpose}`, { plan, period });
  };
}

/**
 * The member's receipts: date, concept, amount and the PDF (see docs/decisions.md, Payments, plans
 * and renewals), with the invoice each charge issued; empty and failure states too.
 */
export function ReceiptsList({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const receipts = useReceipts();
  const concept = useReceiptConcept();
  const [failed, setFailed] = useState<string | null>(null);
  const open = async (url: string) => {
    setFailed(null);
    // Opened before the download, so a phone's pop-up blocker lets it through.
    const tab = window.open('', '_blank');
    try {
      const blob = await apiBlob(url);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
    } catch (error) {
      tab?.close();
      setFailed(errorCodeOf(error) ?? 'network');
    }
  };
  return (
    <QueryState
      query={receipts}
      isEmpty={(list) => list.length === 0}
      emptyText={t('payments.receipts.empty')}
    >
      {(list) => (
        <>
          {failed && (
            <p role="alert" className="mb-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {t(`error.${failed}`, { defaultValue: t('error.unknown') })}
            </p>
          )}
          <ul className="divide-y divide-gray-200" aria-label={t('payments.receipts.title')}>
            {list.map((receipt) => (
              <li key={receipt.id} className="py-3">
                <div className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{concept(receipt)}</p>
                    <p className="text-sm text-gray-600">
                      {formatInstant(receipt.issuedAt, i18n.resolvedLanguage, timeZone, {
                        dateStyle: 'medium',
                      })}{' '}
                      · <span className="whitespace-nowrap">R-{String(receipt.number).padStart(6, '0')}</span>
                      {receipt.invoice && (
                        <>
                          {' · '}
                          <InvoiceLink invoice={receipt.invoice} onError={setFailed} />
                        </>
                      )}
                    </p>
                    {fullyRefunded(receipt) && <RefundedBadge />}
                  </div>
                  <div className="flex shrink-0 items-center gap-3">
                    <span className="font-bold text-ink">
                      {formatPrice(receipt.amount, i18n.resolvedLanguage)}
                    </span>
                    <button
                      type="button"
                      onClick={() =>
                        void open(
                          `/api/payments/receipts/${receipt.id}/pdf?lang=${i18n.resolvedLanguage === 'ca' ? 'ca' : 'es'}`,
                        )
                      }
                      className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                      aria-label={t('payments.receipts.pdf_label', { number: receipt.number })}
                    >
                      PDF
                    </button>
                  </div>
                </div>
                {/* Under the whole row, not beside the amount: a phone keeps the concept readable. */}
                <ReceiptRefunds
                  receipt={receipt}
                  timeZone={timeZone}
                  onOpenInvoice={(id) => void open(invoicePdfUrl(id, i18n.resolvedLanguage))}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
