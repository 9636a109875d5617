import type { DayCalendar } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys } from '../../../lib/query-keys';

export const getDayCalendar = (day: number) => api<DayCalendar>(`/api/calendar/calendar/${day}`);

export const getDayCalendarQueryOptions = (day: number) =>
  queryOptions({ queryKey: calendarKeys.day(day), queryFn: () => getDayCalendar(day) });

export const useDayCalendar = (day: number) => useQuery(getDayCalendarQueryOptions(day));
