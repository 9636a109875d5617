import type { SepaDebt } from '@boxbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

/** Returned direct debits the member owes (docs/sepa.md). */
export const useSepaDebts = (userId: number) =>
  useQuery({
    queryKey: paymentKeys.debts(userId),
    queryFn: () => api<SepaDebt[]>(`/api/users/${userId}/sepaDebts`),
  });

/** Pays a returned debit with a card receipt bought for it (purpose SEPA_DEBT). */
export const payDebtWithReceipt = (userId: number, debtId: number, receiptId: string) =>
  api<SepaDebt[]>(`/api/users/${userId}/sepaDebts/${debtId}`, { method: 'PUT', body: { receiptId } });
