import type {
  CheckinRequest,
  CheckinResult,
  CheckinSecret,
  DoorVisitor,
  MemberSummary,
} from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';

/**
 * The member's check-in secret. The installed app keeps its last answer (sw.ts), so the code is
 * made at the door without a network; it never goes stale by itself, only when the member resets it.
 */
export const checkinSecretQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.checkinSecret(userId),
    queryFn: () => api<CheckinSecret>('/api/checkins/secret'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCheckinSecret = (userId: number) => useQuery(checkinSecretQueryOptions(userId));

/** A new secret (the first, or one replacing the old: codes and screenshots of the old stop working). */
export function useResetCheckinSecret(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CheckinSecret>('/api/checkins/secret', { method: 'POST' }),
    onSuccess: (secret) => queryClient.setQueryData(checkinSecretQueryOptions(userId).queryKey, secret),
  });
}

/** The door records a check-in from a code it read, or a member staff picked. */
export const useCheckIn = () =>
  useMutation({ mutationFn: (body: CheckinRequest) => api<CheckinResult>('/api/checkins', { body }) });

/** The door reads a visitor's booking reference: marks them as come to their class. */
export const useCheckInVisitor = () =>
  useMutation({
    mutationFn: (reference: string) => api<DoorVisitor>('/api/checkins/visitor', { body: { reference } }),
  });

/** Members by name, for the door's typed search (the trainers' search: the same cache). */
export const useMemberSearch = (text: string) =>
  useQuery({
    queryKey: userKeys.trainerSearch(text.trim()),
    queryFn: () =>
      api<{ content: MemberSummary[] }>(`/api/users?name=${encodeURIComponent(text.trim())}&size=8`),
    enabled: text.trim().length >= 2,
  });

/**
 * Staff book a member who came without a booking into a class starting soon, then check them in
 * again, which now marks that class.
 */
export const useBookAndCheckIn = () =>
  useMutation({
    mutationFn: async ({ classId, userId }: { classId: number; userId: number }) => {
      await api(`/api/classes/${classId}/join`, { body: { userId } });
      return api<CheckinResult>('/api/checkins', { body: { userId } });
    },
  });
