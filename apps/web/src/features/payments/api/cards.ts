import type { Card } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCards = () => api<Card[]>('/api/payments');
export const cardsQueryOptions = () => queryOptions({ queryKey: ['payments', 'cards'], queryFn: getCards });
/** The member's cards, the default first, then the newest. */
export const useCards = () => useQuery(cardsQueryOptions());

/** The card form of the sandbox: the number goes to the provider stand-in, never to our API's card. */
export const createSandboxPaymentMethod = (card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}) => api<{ id: string }>('/api/payments/sandbox/paymentMethods', { body: card });
export const getSetupIntent = () =>
  api<{ clientSecret: string | null; publishableKey: string | null }>('/api/payments/setupIntent', {
    method: 'POST',
  });
export const saveCard = (pmId: string) => api<Card>('/api/payments/card', { body: { pmId } });
export const setDefaultCard = (id: string) =>
  api<Card>(`/api/payments/card/${encodeURIComponent(id)}/default`, { method: 'PUT' });
export const removeCard = (id: string) =>
  api<void>(`/api/payments/card/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'cards'] }),
  });
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'cards'] }),
  });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'cards'] }),
  });
}
