import type { Movement, MovementRecord, MovementRecordInput, SavedMovementRecord } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { movementKeys } from '../../../lib/query-keys';

export const useMovements = () =>
  useQuery({
    queryKey: movementKeys.list,
    queryFn: () => api<Movement[]>('/api/movements'),
    staleTime: 10 * 60_000,
  });

/** Every record of a member, oldest first: the grid takes the bests, the history the rest. */
export const useMovementRecords = (userId: number | undefined) =>
  useQuery({
    queryKey: movementKeys.recordsOf(userId ?? 0),
    queryFn: () => api<MovementRecord[]>(`/api/movementRecords?user=${userId}`),
    enabled: userId !== undefined,
  });

function useRecordMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementKeys.records }),
  });
}

export const useSaveMovementRecord = () =>
  useRecordMutation((body: MovementRecordInput) =>
    api<SavedMovementRecord>('/api/movementRecords/createOrUpdate', { body }),
  );

export const useDeleteMovementRecord = () =>
  useRecordMutation((id: number) => api<void>(`/api/movementRecords/${id}`, { method: 'DELETE' }));
