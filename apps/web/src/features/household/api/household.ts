import type {
  AddDependent,
  HandOverDependent,
  Household,
  HouseholdPerson,
  Page,
  User,
} from '@boxbook/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Adults the admin may hand a dependent to: the admin member search, first page. */
export const useGuardianCandidates = (name: string) =>
  useQuery({
    queryKey: userKeys.adminSearch(name, 0),
    queryFn: () => api<Page<User>>(`/api/users?name=${encodeURIComponent(name)}&page=0&size=20`),
    enabled: name.length >= 2,
    placeholderData: keepPreviousData,
  });

/**
 * An admin hands a dependent to another guardian, whose consent the admin records at the desk
 * (docs/product.md, Households). Both households, and the dependent, are read again.
 */
export function useHandOverDependent(dependentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: number) =>
      api<null>(`/api/users/${dependentId}/guardian`, {
        method: 'PUT',
        body: { guardianId, consent: true } satisfies HandOverDependent,
      }),
    // Under ['users']: the dependent's page, their old and new guardian's households.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
