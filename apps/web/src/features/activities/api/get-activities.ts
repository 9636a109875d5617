import type { Activity } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

export const getActivities = () => api<Activity[]>('/api/activities');

export const getActivitiesQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.list('activities'), queryFn: getActivities });

/** Only enabled activities are shown to the public. */
export function useEnabledActivities() {
  return useQuery({ ...getActivitiesQueryOptions(), select: (list) => list.filter((a) => a.enabled) });
}
