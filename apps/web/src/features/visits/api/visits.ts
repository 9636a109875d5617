import type {
  DropInBooked,
  DropInRequest,
  VisitBooked,
  VisitCancelled,
  VisitClass,
  VisitRequest,
} from '@boxbook/domain';
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

/**
 * A paid drop-in (docs/product.md, The first visit): one Idempotency-Key per attempt, so a retried
 * request charges once; the answer may still wait for the bank's step or Bizum.
 */
export const bookDropIn = (request: DropInRequest, key: string) =>
  api<DropInBooked>('/api/visits/dropIn', {
    method: 'POST',
    body: request,
    headers: { 'idempotency-key': key },
  });

/** How the drop-in's payment stands now (after the bank's step). */
export const confirmDropIn = (reference: string) =>
  api<DropInBooked>(`/api/visits/dropIn/${reference}/confirm`, { method: 'POST' });

/** The sandbox's stand-in for the bank's extra step. */
export const authorizeDropIn = (reference: string, approve: boolean) =>
  api<DropInBooked>(`/api/visits/dropIn/${reference}/authorize`, { method: 'POST', body: { approve } });

/** The visitor cancels their booking with its reference and their e-mail. */
export const useCancelVisit = () =>
  useMutation({
    mutationFn: ({ reference, email }: { reference: string; email: string }) =>
      api<VisitCancelled>(`/api/visits/${reference}/cancel`, { method: 'POST', body: { email } }),
  });
