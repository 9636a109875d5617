import type { Receipt } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

export const getReceipts = () => api<Receipt[]>('/api/payments/receipts');
export const receiptsQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.receipts, queryFn: getReceipts });
export const useReceipts = () => useQuery(receiptsQueryOptions());
