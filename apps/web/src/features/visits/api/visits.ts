import type { VisitBooked, VisitClass, VisitRequest } from '@boxbook/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { visitKeys } from '../../../lib/query-keys';

/** A date's classes as a visitor may book them, with their places left. */
export const useVisitClasses = (date: string) =>
  useQuery({
    queryKey: visitKeys.classes(date),
    queryFn: () => api<VisitClass[]>(`/api/visits/classes?date=${encodeURIComponent(date)}`),
    staleTime: 15_000,
  });

export const useBookTrial = () =>
  useMutation({
    mutationFn: (request: VisitRequest) =>
      api<VisitBooked>('/api/visits/trial', { method: 'POST', body: request }),
  });
