import type { LedgerPage } from '@boxbook/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Everything cached about a member's credit history, for invalidation after a purchase. */
export const ledgerKey = (userId: number) => ['payments', 'ledger', userId] as const;

/** The member's own credit ledger, newest first, one server page (50 moves) at a time. */
export const useOwnLedger = (userId: number) =>
  useInfiniteQuery({
    queryKey: ledgerKey(userId),
    queryFn: ({ pageParam }) => api<LedgerPage>(`/api/users/${userId}/ledger?page=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
  });
