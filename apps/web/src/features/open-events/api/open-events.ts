import type {
  OpenEvent,
  OpenEventInput,
  OpenJudgementInput,
  OpenLeaderboard,
  OpenLevel,
  OpenMyEntry,
  OpenPendingScore,
  OpenScore,
  OpenScoreInput,
  OpenWorkout,
  OpenWorkoutInput,
} from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { openEventKeys } from '../../../lib/query-keys';
import { useLiveQuery } from '../../../lib/use-live-query';

const base = '/api/openEvents';
const live = (eventId: number) => ({ destinations: () => [`/openEvent/${eventId}/leaderboard`] });

export const useOpenEvents = () =>
  useQuery({ queryKey: openEventKeys.all, queryFn: () => api<OpenEvent[]>(base) });

/**
 * The Opens a member can still take part in (running or to come), soonest first: the menu shows
 * its entry only while there is one. Asked only when signed in (the list needs a session).
 */
export const useOpenEventsAhead = (today: string, enabled: boolean) =>
  useQuery({
    queryKey: openEventKeys.all,
    queryFn: () => api<OpenEvent[]>(base),
    enabled,
    select: (events) =>
      events.filter((e) => e.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
  });

export const useOpenEvent = (id: number) =>
  useLiveQuery({ queryKey: openEventKeys.one(id), queryFn: () => api<OpenEvent>(`${base}/${id}`) }, live(id));

export const useMyEntry = (id: number) =>
  useLiveQuery(
    { queryKey: openEventKeys.me(id), queryFn: () => api<{ entry: OpenMyEntry | null }>(`${base}/${id}/me`) },
    live(id),
  );

/**
 * One division's standings (null: the viewer's own, else the first), live: a score entered or
 * judged nudges `/openEvent/{id}/leaderboard` and the board is fetched again.
 */
export const useLeaderboard = (id: number, division: string | null) =>
  useLiveQuery(
    {
      queryKey: openEventKeys.leaderboard(id, division),
      queryFn: () =>
        api<OpenLeaderboard>(
          `${base}/${id}/leaderboard${division ? `?division=${encodeURIComponent(division)}` : ''}`,
        ),
      refetchInterval: 60_000,
    },
    live(id),
  );

export const usePendingScores = (id: number) =>
  useLiveQuery(
    { queryKey: openEventKeys.pending(id), queryFn: () => api<OpenPendingScore[]>(`${base}/${id}/pending`) },
    live(id),
  );

function useOpenMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openEventKeys.all }),
  });
}

export const useRegister = (eventId: number) =>
  useOpenMutation((level: OpenLevel) =>
    api<OpenMyEntry>(`${base}/${eventId}/registration`, { method: 'PUT', body: { level } }),
  );

export const useEnterScore = () =>
  useOpenMutation(({ workoutId, ...body }: OpenScoreInput & { workoutId: number }) =>
    api<OpenScore>(`${base}/workouts/${workoutId}/score`, { method: 'PUT', body }),
  );

export const useJudge = () =>
  useOpenMutation(({ scoreId, ...body }: OpenJudgementInput & { scoreId: number }) =>
    api<OpenScore>(`${base}/scores/${scoreId}/judgement`, { body }),
  );

export const useSaveEvent = () =>
  useOpenMutation(({ id, ...body }: OpenEventInput & { id?: number }) =>
    id ? api<OpenEvent>(`${base}/${id}`, { method: 'PUT', body }) : api<OpenEvent>(base, { body }),
  );

export const useSaveWorkout = () =>
  useOpenMutation(({ id, eventId, ...body }: OpenWorkoutInput & { id?: number; eventId: number }) =>
    id
      ? api<OpenWorkout>(`${base}/workouts/${id}`, { method: 'PUT', body })
      : api<OpenWorkout>(`${base}/${eventId}/workouts`, { body }),
  );
