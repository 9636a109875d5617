import type { StandingBooking } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys, userKeys } from '../../../lib/query-keys';

const path = (userId: number) => `/api/users/${userId}/standingBookings`;

export const useStandingBookings = (userId: number) =>
  useQuery({ queryKey: userKeys.standing(userId), queryFn: () => api<StandingBooking[]>(path(userId)) });

/** Adding one may take this week's place at once: the member's classes and credits change too. */
function useStandingMutation<V>(userId: number, mutationFn: (vars: V) => Promise<StandingBooking[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (list) => queryClient.setQueryData(userKeys.standing(userId), list),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.one(userId) }),
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
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
