import type { AddDependent, Household, HouseholdPerson, User } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys';

/** A member's guardian and dependents (docs/product.md, Households). */
export const householdQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: userKeys.household(userId),
    queryFn: () => api<Household>(`/api/users/${userId}/household`),
  });
export const useHousehold = (userId: number) => useQuery(householdQueryOptions(userId));

/** The dependent acted for, in full as they would see themselves (their credits, their plan). */
export const useDependent = (dependentId: number | null) =>
  useQuery({
    queryKey: userKeys.one(dependentId ?? 0),
    queryFn: () => api<User>(`/api/users/${dependentId}`),
    enabled: dependentId !== null,
  });

/** The guardian takes a dependent out of the household (docs/product.md, Households). */
export function useRemoveDependent(guardianId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dependentId: number) =>
      api<null>(`/api/users/${guardianId}/dependents/${dependentId}/remove`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.household(guardianId) }),
  });
}

export function useAddDependent(guardianId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dependent: AddDependent) =>
      api<HouseholdPerson>(`/api/users/${guardianId}/dependents`, { body: dependent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.household(guardianId) }),
  });
}
