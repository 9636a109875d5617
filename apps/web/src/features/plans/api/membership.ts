import type { Membership } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';

export const getMembership = (userId: number) => api<Membership>(`/api/users/${userId}/membership`);
export const membershipQueryOptions = (userId: number) =>
  queryOptions({ queryKey: userKeys.membership(userId), queryFn: () => getMembership(userId) });
/** The member's plan, next renewal and what waits for the 1st (your-rate). */
export const useMembership = (userId: number) => useQuery(membershipQueryOptions(userId));

export type MembershipRequest =
  | { kind: 'leave' }
  | { kind: 'change'; planId: number; pro: boolean }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'cancel' };

export function requestMembershipChange(userId: number, request: MembershipRequest): Promise<Membership> {
  const base = `/api/users/${userId}`;
  switch (request.kind) {
    case 'leave':
      return api<Membership>(`${base}/leave`, { body: {} });
    case 'change':
      return api<Membership>(`${base}/changePlan`, { body: { planId: request.planId, pro: request.pro } });
    case 'pause':
      return api<Membership>(`${base}/maintenance/start`, { body: {} });
    case 'resume':
      return api<Membership>(`${base}/maintenance/end`, { body: {} });
    case 'cancel':
      return api<Membership>(`${base}/planRequest`, { method: 'DELETE' });
  }
}

export function useMembershipChange(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MembershipRequest) => requestMembershipChange(userId, request),
    onSuccess: (membership) => queryClient.setQueryData(userKeys.membership(userId), membership),
  });
}
