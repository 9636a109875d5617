import type { ClassView } from '@boxbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from '../../../lib/query-keys';

/**
 * The classes of a date the box cancelled, for a signed-in viewer (the class list is not public):
 * the timetable marks them, so nobody plans on a class that will not be held.
 */
export const useCancelledClasses = (date: string | null, signedIn: boolean) =>
  useQuery({
    queryKey: classKeys.cancelled(date),
    queryFn: async () =>
      (await api<ClassView[]>(`/api/classes?date=${date}`)).filter((item) => item.cancelled),
    enabled: signedIn && date !== null,
    staleTime: 30_000,
  });
