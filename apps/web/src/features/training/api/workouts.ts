import type { Page, Recovery, RecoveryInput, Wod, WodInput } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoreKeys, workoutKeys } from '../../../lib/query-keys';

/** Noon UTC of a date falls inside that date in every zone from UTC−11 to UTC+11. */
const millisOf = (date: string) => Date.parse(`${date}T12:00:00Z`);

export const wodOfDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: workoutKeys.wodOf(date),
    queryFn: () => api<Wod | null>(`/api/wod/findByWhen/${millisOf(date)}`),
  });
export const useWodOfDay = (date: string) => useQuery(wodOfDayQueryOptions(date));

/** The recovery of the ISO week `date` falls in (the server reads the week in the box's zone). */
export const useRecoveryOfDay = (date: string) =>
  useQuery({
    queryKey: workoutKeys.recoveryOf(date),
    queryFn: () => api<Recovery | null>(`/api/recovery/findByWhen/${millisOf(date)}`),
  });

export const useWodPage = (page: number, size = 10) =>
  useQuery({
    queryKey: workoutKeys.wodPage(page, size),
    queryFn: () => api<Page<Wod>>(`/api/wod?page=${page}&size=${size}`),
  });

export const useRecoveryPage = (page: number, size = 10) =>
  useQuery({
    queryKey: workoutKeys.recoveryPage(page, size),
    queryFn: () => api<Page<Recovery>>(`/api/recovery?page=${page}&size=${size}`),
  });

/** Saving or deleting a workout changes every list and day that shows it, and its scores. */
function useWorkoutMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [workoutKeys.wods, workoutKeys.recoveries, scoreKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useSaveWod = () =>
  useWorkoutMutation(({ id, ...body }: WodInput & { id?: number | undefined }) =>
    id ? api<Wod>(`/api/wod/${id}`, { method: 'PUT', body }) : api<Wod>('/api/wod', { body }),
  );

export const useDeleteWod = () =>
  useWorkoutMutation((id: number) => api<void>(`/api/wod/${id}`, { method: 'DELETE' }));

export const useSaveRecovery = () =>
  useWorkoutMutation(({ id, ...body }: RecoveryInput & { id?: number | undefined }) =>
    id
      ? api<Recovery>(`/api/recovery/${id}`, { method: 'PUT', body })
      : api<Recovery>('/api/recovery', { body }),
  );

export const useDeleteRecovery = () =>
  useWorkoutMutation((id: number) => api<void>(`/api/recovery/${id}`, { method: 'DELETE' }));
