import type { Lead, LeadStage } from '@boxbook/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { visitKeys } from '../../../lib/query-keys';

/** The leads, newest first: all of them, or one stage. */
export const useLeads = (stage: LeadStage | null) =>
  useQuery({
    queryKey: visitKeys.leadList(stage),
    queryFn: () => api<Lead[]>(stage ? `/api/leads?stage=${stage}` : '/api/leads'),
    placeholderData: keepPreviousData,
  });

/** Marks a lead lost, or takes it back; every list of leads is read again. */
export function useMarkLeadLost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lost }: { id: number; lost: boolean }) =>
      api<Lead>(`/api/leads/${id}/lost`, { method: 'PUT', body: { lost } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitKeys.leads }),
  });
}
