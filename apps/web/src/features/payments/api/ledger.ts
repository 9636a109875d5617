import type { LedgerPage } from '@boxbook/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

/** The member's own credit ledger, newest first, one server page (50 moves) at a time. */
export const useOwnLedger = (userId: number) =>
  useInfiniteQuery({
    queryKey: paymentKeys.ledger(userId),
    queryFn: ({ pageParam }) => api<LedgerPage>(`/api/users/${userId}/ledger?page=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
  });
