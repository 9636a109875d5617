import type { DeletionRequest, PersonalData } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const personalDataKeys = {
  of: (userId: number) => ['personal-data', userId] as const,
  requests: ['deletion-requests'] as const,
};

export const personalDataQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: personalDataKeys.of(userId),
    queryFn: () => api<PersonalData>(`/api/users/${userId}/personal-data`),
  });
export const usePersonalData = (userId: number) => useQuery(personalDataQueryOptions(userId));

/** The member asks for their account to be deleted, with their password. */
export function useRequestDeletion(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api<{ requestedAt: string }>(`/api/users/${userId}/deletion-request`, {
        method: 'POST',
        body: { password },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalDataKeys.of(userId) }),
  });
}

export const useDeletionRequests = () =>
  useQuery({
    queryKey: personalDataKeys.requests,
    queryFn: () => api<DeletionRequest[]>('/api/deletion-requests'),
  });

/** An admin carries a deletion out: the account is anonymised (docs/decisions.md). */
export function useAnonymise() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api<null>(`/api/users/${userId}/anonymise`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalDataKeys.requests }),
  });
}

/** The download as a file the member keeps: the same JSON the page shows. */
export function downloadJson(data: PersonalData, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
