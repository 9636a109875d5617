import type { ClassView } from '@boxbook/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classKeys } from '../../../lib/query-keys';

/** Every class of a day, all activities, for the box's screen. */
export const useClassesOfDay = (date: string) =>
  useQuery({
    queryKey: classKeys.tv(date),
    queryFn: () => api<ClassView[]>(`/api/classes?date=${date}`),
    refetchInterval: 5 * 60_000,
  });

/** The class on now, or else the next one to start: what the screen shows the list of. */
export function currentOrNext(classes: readonly ClassView[], now: number): ClassView | null {
  return (
    [...classes]
      .filter((c) => !c.cancelled && Date.parse(c.endTime) > now)
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))[0] ?? null
  );
}
