import type { Receipt } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-field';
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
import { formatPrice, localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import { useMemberPayments } from '../api/members';
import { RefundDialog } from './refund-dialog';

const receiptNumber = (receipt: Receipt) => `R-${String(receipt.number).padStart(6, '0')}`;

/** What a receipt paid for, in the screen's language (as the member's own receipts list says it). */
function useConcept() {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  return (receipt: Receipt) => {
    const plan =
      receipt.planNameCa && receipt.planNameEs
        ? text.name({ nameCa: receipt.planNameCa, nameEs: receipt.planNameEs })
        : '';
    const period = receipt.period
      ? new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${receipt.period}T12:00:00Z`))
      : '';
    return t(`payments.receipts.purpose.${receipt.purpose}`, { plan, period });
  };
}

/** The member's saved cards (brand and last4, never more) and receipts with their PDFs and invoices. */
export function PaymentsPanel({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const gym = useGymTime();
  const payments = useMemberPayments(userId);
  const concept = useConcept();
  const [failed, setFailed] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<Receipt | null>(null);
  const lang = i18n.resolvedLanguage === 'ca' ? 'ca' : 'es';
  const open = async (url: string) => {
    setFailed(null);
    // Opened before the download, so a pop-up blocker lets it through.
    const tab = window.open('', '_blank');
    try {
      const blob = await apiBlob(url);
      const objectUrl = URL.createObjectURL(blob);
      if (tab) tab.location.href = objectUrl;
      else window.location.assign(objectUrl);
    } catch (error) {
      tab?.close();
      setFailed(errorCodeOf(error));
    }
  };
  const columns: Column<Receipt>[] = [
    {
      key: 'date',
      header: t('members.payments.date'),
      cell: (r) => gym.format(r.issuedAt, { dateStyle: 'medium' }),
      sortValue: (r) => r.issuedAt,
      inCard: false,
    },
    { key: 'number', header: t('members.payments.number'), cell: receiptNumber, sortValue: (r) => r.number },
    {
      key: 'concept',
      header: t('members.payments.concept'),
      cell: (r) => (
        <>
          {concept(r)}
          <ReceiptRefunds
            receipt={r}
            timeZone={gym.timeZone}
            onOpenInvoice={(id) => void open(invoicePdfUrl(id, lang))}
          />
        </>
      ),
    },
    {
      key: 'invoice',
      header: t('members.payments.invoice'),
      cell: (r) =>
        r.invoice ? (
          <InvoiceLink invoice={r.invoice} onError={setFailed} />
        ) : (
          <span className="text-gray-600">{t('members.payments.no_invoice')}</span>
        ),
    },
    {
      key: 'amount',
      header: t('members.payments.amount'),
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-2">
          {fullyRefunded(r) && <RefundedBadge />}
          {formatPrice(r.amount, i18n.resolvedLanguage)}
        </span>
      ),
      sortValue: (r) => r.amount,
      align: 'right',
    },
  ];
  return (
    <QueryState query={payments}>
      {(data) => (
        <div className="grid gap-6">
          <div>
            <h3 className="mb-2 font-bold text-ink">{t('members.payments.cards')}</h3>
            {data.cards.length === 0 ? (
              <p className="text-gray-700">{t('members.payments.no_cards')}</p>
            ) : (
              <ul className="grid gap-2" aria-label={t('members.payments.cards')}>
                {data.cards.map((card, index) => (
                  <li
                    // Brand, last4 and expiry may repeat: the position tells two equal cards apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: no id is sent to the admin
                    key={index}
                    className="flex flex-wrap items-center gap-x-3 rounded-xl bg-gray-50 px-4 py-3"
                  >
                    <span className="font-semibold text-ink capitalize">{card.brand}</span>
                    <span className="text-gray-800">
                      {t('payments.ending_in')} {card.last4}
                    </span>
                    <span className="text-sm text-gray-600">
                      {t('payments.expires', {
                        month: String(card.expMonth).padStart(2, '0'),
                        year: card.expYear,
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <FormError code={failed} />
            <DataTable
              caption={t('members.payments.receipts')}
              rows={data.receipts}
              columns={columns}
              rowKey={(r) => r.id}
              cardTitle={(r) => gym.format(r.issuedAt, { dateStyle: 'medium' })}
              emptyText={t('members.payments.no_receipts')}
              actions={(r) => (
                <span className="inline-flex flex-wrap justify-end gap-2">
                  <button
                    type="button"
                    onClick={() => void open(`/api/payments/receipts/${r.id}/pdf?lang=${lang}`)}
                    className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                    aria-label={t('payments.receipts.pdf_label', { number: receiptNumber(r) })}
                  >
                    PDF
                  </button>
                  {!fullyRefunded(r) && (
                    <button
                      type="button"
                      onClick={() => setRefunding(r)}
                      className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                      aria-label={t('members.payments.refund_label', { number: receiptNumber(r) })}
                    >
                      {t('members.payments.refund')}
                    </button>
                  )}
                </span>
              )}
            />
            {refunding && (
              <RefundDialog
                receipt={refunding}
                receiptNumber={receiptNumber(refunding)}
                userId={userId}
                onClose={() => setRefunding(null)}
              />
            )}
          </div>
        </div>
      )}
    </QueryState>
  );
}
