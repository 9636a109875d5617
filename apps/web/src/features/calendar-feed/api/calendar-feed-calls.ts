import type { CalendarFeed, Language } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarFeedKeys } from '../../../lib/query-keys';

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKeys.feed, queryFn: () => api<CalendarFeed>('/api/calendarFeed') });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());

/** Makes the member's address, or replaces it: the old one stops working at once. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api<CalendarFeed>('/api/calendarFeed/reset', { body: { language } }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}

export function useRemoveCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/calendarFeed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, { url: null }),
  });
}
