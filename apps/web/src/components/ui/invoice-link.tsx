import type { InvoiceRef } from '@boxbook/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBlob } from '../../lib/api-client';
import { errorCodeOf } from '../../lib/error-code';

/** The invoice's PDF in the screen's language. */
export const invoicePdfPath = (invoice: InvoiceRef, language: string | undefined) =>
  `/api/invoices/${invoice.id}/pdf?lang=${language === 'ca' ? 'ca' : 'es'}`;

/**
 * "Factura F-000042": a link to the invoice's PDF that opens in a new tab. The API wants the
 * session's token, which a plain navigation does not send, so a click fetches the PDF with it and
 * shows it in the tab (opened first, so a phone's pop-up blocker lets it through), as the receipts'
 * PDF buttons do; the link's address is the same file, for whatever reads links.
 */
export function InvoiceLink({
  invoice,
  onError,
}: {
  invoice: InvoiceRef;
  /** A failed download's error code (null when a new one starts), for the screen to show. */
  onError: (code: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const path = invoicePdfPath(invoice, i18n.resolvedLanguage);
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onError(null);
    const tab = window.open('', '_blank');
    try {
      const url = URL.createObjectURL(await apiBlob(path));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      onError(errorCodeOf(error) ?? 'network');
    }
  };
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      onClick={(event) => void open(event)}
      aria-label={t('payments.receipts.invoice_label', { number: invoice.number })}
      className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {t('payments.receipts.invoice', { number: invoice.number })}
    </a>
  );
}
