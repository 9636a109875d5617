import type { ContactInboxItem, ContactInboxPage } from '@boxbook/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactInboxKeys } from '../../../lib/query-keys';

export interface InboxQuery {
  unhandled: boolean;
  page: number;
}

export const contactInboxQueryOptions = (q: InboxQuery) =>
  queryOptions({
    queryKey: contactInboxKeys.page(q),
    queryFn: () =>
      api<ContactInboxPage>(
        `/api/contact?${new URLSearchParams({ unhandled: String(q.unhandled), page: String(q.page) })}`,
      ),
    placeholderData: keepPreviousData,
  });
export const useContactInbox = (q: InboxQuery) => useQuery(contactInboxQueryOptions(q));

/** Marks a message handled or waiting; every page of the inbox is read again. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
      api<ContactInboxItem>(`/api/contact/${id}/handled`, { method: 'PUT', body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactInboxKeys.all }),
  });
}
