import type { Plan } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Plans come sorted by price ascending from the server. */
export const getPlans = () => api<Plan[]>('/api/plans');

export const getPlansQueryOptions = () => queryOptions({ queryKey: ['plans'], queryFn: getPlans });

export const usePlans = () => useQuery(getPlansQueryOptions());
