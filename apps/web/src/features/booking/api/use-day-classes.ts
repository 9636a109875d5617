import type { ClassView } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/use-live-query';
import { applyClassFrame, classesQueryOptions } from './classes';

/**
 * One activity's classes of a day, live: each class's frames update the list as they come.
 * `activityId` undefined (not known yet) or `enabled` false asks for nothing.
 */
export function useDayClasses(
  activityId: number | undefined,
  date: string,
  enabled: boolean,
  as: number | null = null,
) {
  const queryClient = useQueryClient();
  return useLiveQuery(
    { ...classesQueryOptions(activityId ?? 0, date, as), enabled: activityId !== undefined && enabled },
    {
      destinations: (list) => (list ?? []).map((c) => `/class/${c.id}`),
      onMessage: (body) => applyClassFrame(queryClient, body as ClassView),
      // Each class's state comes as its subscription's first frame: no second read of the day.
      currentState: true,
    },
  );
}
