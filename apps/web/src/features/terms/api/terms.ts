import type { CurrentTerms, MemberTerms, PublishTerms, TermsVersion } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { termsKeys, userKeys } from '../../../lib/query-keys';

/** The version in force, or null while the box has published none (anyone; the sign-up shows it). */
export const currentTermsQueryOptions = () =>
  queryOptions({
    queryKey: termsKeys.current,
    queryFn: async () => (await api<CurrentTerms>('/api/terms/current', { anonymous: true })).current,
  });
export const useCurrentTerms = () => useQuery(currentTermsQueryOptions());

/** Whether the member accepted the current version (docs/product.md, Terms). */
export const useMemberTerms = (userId: number) =>
  useQuery({
    queryKey: userKeys.terms(userId),
    queryFn: () => api<MemberTerms>(`/api/users/${userId}/terms`),
  });

/** The member accepts the version they were shown. */
export function useAcceptTerms(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      api<MemberTerms>('/api/terms/accept', { method: 'POST', body: { versionId } }),
    onSuccess: (terms) => queryClient.setQueryData(userKeys.terms(userId), terms),
    // An outdated version: a new one was published meanwhile; show it.
    onError: () => queryClient.invalidateQueries({ queryKey: termsKeys.all }),
  });
}

/** Every version, newest first (admins). */
export const useTermsVersions = () =>
  useQuery({ queryKey: termsKeys.versions, queryFn: () => api<TermsVersion[]>('/api/terms/versions') });

/** Publishes a new version, in force at once (admins). */
export function usePublishTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishTerms) =>
      api<TermsVersion>('/api/terms/versions', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: termsKeys.all }),
  });
}
