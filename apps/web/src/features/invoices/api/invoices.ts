import type {
  AeatSending,
  AeatStatus,
  ChainCheck,
  InvoiceKind,
  InvoiceListItem,
  Page,
} from '@boxbook/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api, apiBlob, apiFile } from '../../../lib/api-client';
import { invoiceKeys } from '../../../lib/query-keys';

/** What the admin filters the list by; every field optional (dates are the box's issue dates). */
export interface InvoiceFilter {
  from?: string;
  to?: string;
  kind?: InvoiceKind;
  aeatStatus?: AeatStatus;
}

const queryOf = (filter: InvoiceFilter, page: number) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  if (page) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const useInvoicePage = (filter: InvoiceFilter, page: number) =>
  useQuery({
    queryKey: invoiceKeys.page(filter, page),
    queryFn: () => api<Page<InvoiceListItem>>(`/api/invoices${queryOf(filter, page)}`),
    placeholderData: keepPreviousData,
  });

/**
 * Whether records reach the AEAT. A server without the sending feature answers 404: then there is
 * nothing to show (null), not an error.
 */
export const useAeatSending = () =>
  useQuery({
    queryKey: invoiceKeys.aeat,
    queryFn: async () => {
      try {
        return await api<AeatSending>('/api/invoices/aeat');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Walks the whole billing chain now: a button, not a query, because it reads every record. */
export const useChainCheck = () => useMutation({ mutationFn: () => api<ChainCheck>('/api/invoices/chain') });

/** Saves a file the API sends through the browser, under the name given. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the browser has taken the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The accountant's CSV of a quarter (`2027-Q1`). */
export async function downloadQuarterCsv(quarter: string) {
  save(await apiFile(`/api/invoices/csv?quarter=${quarter}`), `facturas-${quarter}.csv`);
}

/** Opens an invoice's PDF in a new tab, in the language it was issued in (opened first, so a pop-up blocker lets it through). */
export async function openInvoicePdf(id: number) {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await apiBlob(`/api/invoices/${id}/pdf`));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
