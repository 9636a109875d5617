import type { Plan } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

/** Plans come sorted by price ascending from the server. */
export const getPlans = () => api<Plan[]>('/api/plans');

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: catalogKeys.list('plans'), queryFn: getPlans });

export const usePlans = () => useQuery(getPlansQueryOptions());
