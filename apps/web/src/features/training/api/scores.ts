import type { Score, ScoreInput, ScoreSettings, Whiteboard } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoreKeys } from '../../../lib/query-keys';

export const useMyScores = (userId: number) =>
  useQuery({ queryKey: scoreKeys.mine(userId), queryFn: () => api<Score[]>(`/api/scores?user=${userId}`) });

/** Everyone's opted-in scores of a day; refreshed now and then, a class logs them within minutes. */
export const useWhiteboard = (date: string) =>
  useQuery({
    queryKey: scoreKeys.whiteboard(date),
    queryFn: () => api<Whiteboard>(`/api/scores/whiteboard/${date}`),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const useScoreSettings = (userId: number) =>
  useQuery({
    queryKey: scoreKeys.settings(userId),
    queryFn: () => api<ScoreSettings>(`/api/scores/settings/${userId}`),
  });

function useScoreMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scoreKeys.all }),
  });
}

export const useSaveScore = () => useScoreMutation((body: ScoreInput) => api<Score>('/api/scores', { body }));

export const useDeleteScore = () =>
  useScoreMutation((id: number) => api<void>(`/api/scores/${id}`, { method: 'DELETE' }));

export const useSaveScoreSettings = () =>
  useScoreMutation(({ userId, ...body }: ScoreSettings & { userId: number }) =>
    api<ScoreSettings>(`/api/scores/settings/${userId}`, { method: 'PUT', body }),
  );
