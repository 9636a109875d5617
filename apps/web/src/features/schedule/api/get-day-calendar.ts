import type { DayCalendar } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getDayCalendar = (day: number) => api<DayCalendar>(`/api/calendar/calendar/${day}`);

export const getDayCalendarQueryOptions = (day: number) =>
  queryOptions({ queryKey: ['calendar', 'day', day], queryFn: () => getDayCalendar(day) });

export const useDayCalendar = (day: number) => useQuery(getDayCalendarQueryOptions(day));
