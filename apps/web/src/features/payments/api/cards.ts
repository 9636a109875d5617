import type { Card } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentKeys, userKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const getCards = () => api<Card[]>('/api/payments');
export const cardsQueryOptions = () => queryOptions({ queryKey: paymentKeys.cards, queryFn: getCards });
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

/**
 * A card saved, removed or made the default changes the cards and how the member's next renewal is
 * paid (the membership's `nextRenewal.method`: by card, or no way to pay): both are refreshed.
 */
function useCardMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id;
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.cards }),
        userId === undefined
          ? null
          : queryClient.invalidateQueries({ queryKey: userKeys.membership(userId) }),
      ]),
  });
}

export const useSaveCard = () => useCardMutation(saveCard);
export const useRemoveCard = () => useCardMutation(removeCard);
export const useSetDefaultCard = () => useCardMutation(setDefaultCard);

/** A visitor's card for a drop-in, in the sandbox: no account, so the public, rate-limited form. */
export const createVisitorPaymentMethod = (card: {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}) => api<{ id: string }>('/api/payments/sandbox/visitorPaymentMethods', { body: card });
