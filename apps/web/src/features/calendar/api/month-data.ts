import type { DayOff, ValidatedClass } from '@boxbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dayOffKeys, userKeys } from '../../../lib/query-keys';

/** Attended classes of a month (cached per month by the query key). */
export const useValidatedOfMonth = (monthStart: string, userId: number) =>
  useQuery({
    queryKey: userKeys.validated(userId, monthStart),
    queryFn: () =>
      api<ValidatedClass[]>('/api/classes/validated/ofMonth', { body: { when: monthStart, userId } }),
  });

export const useDaysOffOfMonth = (monthStart: string) =>
  useQuery({
    queryKey: dayOffKeys.month(monthStart),
    queryFn: () => api<DayOff[]>('/api/dayOff/dayOffForMonth', { body: { when: monthStart } }),
    staleTime: 5 * 60_000,
  });
