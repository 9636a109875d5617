import type { StandingBooking } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Under ['users', id]: the member's own user event refreshes it (a place taken spends a credit). */
export const standingKey = (userId: number) => ['users', userId, 'standing'] as const;
const path = (userId: number) => `/api/users/${userId}/standingBookings`;

export const useStandingBookings = (userId: number) =>
  useQuery({ queryKey: standingKey(userId), queryFn: () => api<StandingBooking[]>(path(userId)) });

/** Adding one may take this week's place at once: the member's classes and credits change too. */
function useStandingMutation<V>(userId: number, mutationFn: (vars: V) => Promise<StandingBooking[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (list) => queryClient.setQueryData(standingKey(userId), list),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users', userId] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]),
  });
}

export const useAddStandingBooking = (userId: number) =>
  useStandingMutation(userId, (templateId: number) =>
    api<StandingBooking[]>(path(userId), { body: { templateId } }),
  );

export const useDeleteStandingBooking = (userId: number) =>
  useStandingMutation(userId, (id: number) =>
    api<StandingBooking[]>(`${path(userId)}/${id}`, { method: 'DELETE' }),
  );
