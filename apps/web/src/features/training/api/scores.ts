import type { Score, ScoreComment, ScoreInput, ScoreSettings, Whiteboard } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scoreKeys } from '../../../lib/query-keys';
import { useLiveQuery } from '../../../lib/use-live-query';

export const useMyScores = (userId: number) =>
  useQuery({ queryKey: scoreKeys.mine(userId), queryFn: () => api<Score[]>(`/api/scores?user=${userId}`) });

/**
 * Everyone's opted-in scores of a day; refreshed now and then, a class logs them within minutes.
 * Reactions arrive live: a `/whiteboard/{date}` nudge fetches the board again.
 */
export const useWhiteboard = (date: string) =>
  useLiveQuery(
    {
      queryKey: scoreKeys.whiteboard(date),
      queryFn: () => api<Whiteboard>(`/api/scores/whiteboard/${date}`),
      staleTime: 15_000,
      refetchInterval: 60_000,
    },
    { destinations: () => [`/whiteboard/${date}`] },
  );

/** A fist bump given or taken back, a comment written or removed: the board is read again. */
export const useBump = () =>
  useScoreMutation((scoreId: number) =>
    api<{ bumped: boolean; bumps: number }>(`/api/reactions/${scoreId}/bump`, { method: 'POST' }),
  );
export const useComment = () =>
  useScoreMutation(({ scoreId, body }: { scoreId: number; body: string }) =>
    api<ScoreComment>(`/api/reactions/${scoreId}/comments`, { body: { body } }),
  );
export const useDeleteComment = () =>
  useScoreMutation((id: number) => api<null>(`/api/reactions/comments/${id}`, { method: 'DELETE' }));

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
