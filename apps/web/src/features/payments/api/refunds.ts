import type { RefundRequest, RefundResult } from '@boxbook/domain';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/payments/receipts/{id}/refund` (admins). The key names this refund: a double click or
 * a retry after a lost answer sends the same one, and the server refunds once.
 */
export const refundReceipt = (receiptId: string, body: RefundRequest, idempotencyKey: string) =>
  api<RefundResult>(`/api/payments/receipts/${receiptId}/refund`, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

/** The rectifying invoice's PDF (engineer b's route), in the screen's language. */
export const invoicePdfUrl = (invoiceId: number, language: string | undefined) =>
  `/api/invoices/${invoiceId}/pdf?lang=${language === 'ca' ? 'ca' : 'es'}`;
