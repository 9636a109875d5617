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
