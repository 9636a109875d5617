import type { PaymentPurpose, PaymentResult, User } from '@boxbook/domain';
import { api } from '../../../lib/api-client';

export interface CheckoutRequest {
  /** The card to charge, or… */
  pmId?: string;
  /** …the phone to pay from with Bizum (approved in the bank's app). */
  bizumPhone?: string;
  amount: number;
  description: string;
  /** Always sent: what the charge pays for is what its invoice, issued with it, says. */
  purpose: PaymentPurpose;
  /**
   * PLAN: the plan and Pro paid for: its invoice names the plan, and the server refuses a price it
   * no longer asks before charging.
   */
  planId?: number;
  pro?: boolean;
  /** A guardian paying for a dependent: the dependent's id (docs/product.md, Households). */
  forUserId?: number;
}

/**
 * `POST /api/payments/checkout`. The key names this purchase: a retry after a lost answer sends
 * the same one, and the server charges once.
 */
export const checkout = (body: CheckoutRequest, idempotencyKey: string) =>
  api<PaymentResult>('/api/payments/checkout', { body, headers: { 'idempotency-key': idempotencyKey } });

/** After the extra confirmation step: how the payment stands now. */
export const confirmPayment = (paymentId: string) =>
  api<PaymentResult>(`/api/payments/checkout/${encodeURIComponent(paymentId)}/confirm`, { method: 'POST' });

/** The sandbox's stand-in for the bank's confirmation page (Stripe's 3-D Secure frame). */
export const authorizeSandboxPayment = (paymentId: string, approve: boolean) =>
  api<PaymentResult>(`/api/payments/sandbox/intents/${encodeURIComponent(paymentId)}/authorize`, {
    body: { approve },
  });

export const buyCreditWithReceipt = (userId: number, kind: 'activity' | 'open', receiptId: string) =>
  api<User>(`/api/users/${userId}/creditsWithReceiptId`, {
    method: 'PUT',
    body: { credits: { activity: kind === 'activity' ? 1 : 0, open: kind === 'open' ? 1 : 0 }, receiptId },
  });

export const joinPlanWithReceipt = (
  userId: number,
  body: { planId: number; pro: boolean; receiptId: string },
) => api<User>(`/api/users/${userId}/joinWithReceiptId`, { body });
