import type {
  Creditor,
  CreditorInput,
  ExportedMonth,
  Mandate,
  MandateInput,
  MandateMember,
  MandateState,
  Page,
  Remittance,
  ReturnImport,
  SepaReturns,
} from '@boxbook/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '../../../lib/api-client';
import { mandateKeys } from '../../../lib/query-keys';

export interface MemberQuery {
  name: string;
  state: MandateState | null;
  page: number;
}

export const mandateMembersQueryOptions = (q: MemberQuery) =>
  queryOptions({
    queryKey: mandateKeys.members(q),
    queryFn: () => {
      const params = new URLSearchParams({ page: String(q.page) });
      if (q.name.trim()) params.set('name', q.name.trim());
      if (q.state) params.set('state', q.state);
      return api<Page<MandateMember>>(`/api/mandates?${params}`);
    },
    placeholderData: keepPreviousData,
  });
export const useMandateMembers = (q: MemberQuery) => useQuery(mandateMembersQueryOptions(q));

export const useCreditor = () =>
  useQuery({ queryKey: mandateKeys.creditor, queryFn: () => api<Creditor | null>('/api/mandates/creditor') });

export const useExportedMonths = () =>
  useQuery({
    queryKey: mandateKeys.exported,
    queryFn: () => api<ExportedMonth[]>('/api/mandates/remittances'),
  });

export const remittanceQueryOptions = (month: string) =>
  queryOptions({
    queryKey: mandateKeys.remittance(month),
    queryFn: () => api<Remittance>(`/api/mandates/remittances/${month}`),
  });
export const useRemittance = (month: string) => useQuery(remittanceQueryOptions(month));

/** A change to a mandate or the creditor changes who a remittance charges: every list is refetched. */
function useMandatesMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mandateKeys.all }),
  });
}

export const useSaveMandate = () =>
  useMandatesMutation(({ userId, body }: { userId: number; body: MandateInput }) =>
    api<Mandate>(`/api/mandates/users/${userId}`, { method: 'PUT', body }),
  );

export const useRevokeMandate = () =>
  useMandatesMutation((userId: number) =>
    api<Mandate>(`/api/mandates/users/${userId}/revoke`, { method: 'POST' }),
  );

export const useSaveCreditor = () =>
  useMandatesMutation((body: CreditorInput) =>
    api<Creditor>('/api/mandates/creditor', { method: 'PUT', body }),
  );

export const useExportRemittance = () =>
  useMandatesMutation((month: string) =>
    api<Remittance>(`/api/mandates/remittances/${month}`, { method: 'POST' }),
  );

export const useReturns = () =>
  useQuery({ queryKey: mandateKeys.returns, queryFn: () => api<SepaReturns>('/api/mandates/returns') });

/** A bank file (pain.002 or camt.054) read as text and sent to be imported (docs/sepa.md). */
export const useImportReturns = () =>
  useMandatesMutation((xml: string) => api<ReturnImport>('/api/mandates/returns', { body: { xml } }));

/** Saves an exported month's pain.008 file through the browser, named as the server names it. */
export async function downloadRemittance(month: string): Promise<void> {
  const blob = await apiFile(`/api/mandates/remittances/${month}/file`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `remesa-sepa-${month}.xml`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
