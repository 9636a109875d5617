import type {
  CreditAdjustmentRequest,
  LedgerPage,
  MemberBookings,
  MemberPayments,
  Membership,
  Page,
  Plan,
  User,
  UserUpdate,
} from '@boxbook/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys, userKeys } from '../../../lib/query-keys';

/** The admin search's page size: the search limit (see docs/product.md, Constants). */
export const MEMBERS_PAGE_SIZE = 50;

export const useMemberSearch = (name: string, page: number) =>
  useQuery({
    queryKey: userKeys.adminSearch(name, page),
    queryFn: () =>
      api<Page<User>>(`/api/users?name=${encodeURIComponent(name)}&page=${page}&size=${MEMBERS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.one(id), queryFn: () => api<User>(`/api/users/${id}`) });

export const useLedger = (id: number, page: number) =>
  useQuery({
    queryKey: userKeys.ledger(id, page),
    queryFn: () => api<LedgerPage>(`/api/users/${id}/ledger?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useMemberBookings = (id: number, page: number) =>
  useQuery({
    queryKey: userKeys.bookings(id, page),
    queryFn: () => api<MemberBookings>(`/api/users/${id}/bookings?page=${page}`),
    placeholderData: keepPreviousData,
  });

/** A change to a member refreshes everything shown of them, and the search lists. */
function useMemberMutation<T, V>(id: number, mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.one(id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.searches }),
      ]),
  });
}

export const useUpdateMember = (id: number) =>
  useMemberMutation(id, (update: UserUpdate) =>
    api<User>(`/api/users/${id}`, { method: 'PUT', body: update }),
  );

export const useAdjustCredits = (id: number) =>
  useMemberMutation(id, (adjustment: CreditAdjustmentRequest) =>
    api<User>(`/api/users/${id}/credits/adjustments`, { body: adjustment }),
  );

/** The member's plan as an admin sees and changes it; under ['users', id] so a member event refreshes it. */
export const useMemberMembership = (id: number) =>
  useQuery({
    queryKey: userKeys.membership(id),
    queryFn: () => api<Membership>(`/api/users/${id}/membership`),
  });

/** The plans a member can join (the public list, cached under the same key as the rates page). */
export const useJoinablePlans = () =>
  useQuery({ queryKey: catalogKeys.list('plans'), queryFn: () => api<Plan[]>('/api/plans') });

export type PlanAction =
  | { kind: 'join'; planId: number; pro: boolean }
  | { kind: 'change'; planId: number; pro: boolean }
  | { kind: 'leave' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'cancel' };

function planCall(id: number, action: PlanAction): Promise<unknown> {
  const base = `/api/users/${id}`;
  switch (action.kind) {
    case 'join':
      return api<User>(`${base}/join`, { body: { planId: action.planId, pro: action.pro } });
    case 'change':
      return api<Membership>(`${base}/changePlan`, { body: { planId: action.planId, pro: action.pro } });
    case 'leave':
      return api<Membership>(`${base}/leave`, { body: {} });
    case 'pause':
      return api<Membership>(`${base}/maintenance/start`, { body: {} });
    case 'resume':
      return api<Membership>(`${base}/maintenance/end`, { body: {} });
    case 'cancel':
      return api<Membership>(`${base}/planRequest`, { method: 'DELETE' });
  }
}

/**
 * Joining, pausing and resuming apply at once for an admin; a change or a leave waits for the 1st
 * (see docs/product.md, Plans and renewals).
 */
export const usePlanAction = (id: number) =>
  useMemberMutation(id, (action: PlanAction) => planCall(id, action));

/** The member's cards (brand, last4, expiry) and receipts, for admins only. */
export const useMemberPayments = (id: number) =>
  useQuery({
    queryKey: userKeys.payments(id),
    queryFn: () => api<MemberPayments>(`/api/users/${id}/payments`),
  });
