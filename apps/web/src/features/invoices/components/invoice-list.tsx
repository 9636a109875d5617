import type { InvoiceListItem } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice, localeOf } from '../../../lib/format';
import { openInvoicePdf } from '../api/invoices';
import { AeatStatusBadge } from './aeat-status-badge';

/** One page of invoices: each number opens the invoice's PDF; amounts right-aligned. */
export function InvoiceList({ invoices }: { invoices: InvoiceListItem[] }) {
  const { t, i18n } = useTranslation();
  const [failed, setFailed] = useState<unknown>(null);
  const open = (invoice: InvoiceListItem) => {
    setFailed(null);
    openInvoicePdf(invoice.id).catch(setFailed);
  };
  const date = (isoDate: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T12:00:00Z`),
    );
  const number = (invoice: InvoiceListItem) => (
    <button
      type="button"
      onClick={() => open(invoice)}
      className="whitespace-nowrap rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
      aria-label={t('invoices.list.open_pdf', { number: invoice.number })}
    >
      {invoice.number}
    </button>
  );
  const columns: Column<InvoiceListItem>[] = [
    {
      key: 'number',
      header: t('invoices.list.number'),
      cell: number,
      sortValue: (i) => i.number,
      inCard: false,
    },
    {
      key: 'date',
      header: t('invoices.list.date'),
      cell: (i) => <span className="whitespace-nowrap">{date(i.issueDate)}</span>,
      sortValue: (i) => i.issueDate,
    },
    {
      key: 'kind',
      header: t('invoices.list.kind'),
      cell: (i) =>
        i.corrects
          ? t('invoices.list.corrects', { number: i.corrects.number })
          : t(`invoices.kind.${i.kind}`),
    },
    {
      key: 'member',
      header: t('invoices.list.member'),
      cell: (i) => i.memberName ?? '—',
      sortValue: (i) => i.memberName,
    },
    { key: 'concept', header: t('invoices.list.concept'), cell: (i) => i.concept },
    {
      key: 'total',
      header: t('invoices.list.total'),
      cell: (i) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatPrice(i.totalCents / 100, i18n.resolvedLanguage)}
        </span>
      ),
      sortValue: (i) => i.totalCents,
      align: 'right',
    },
    {
      key: 'status',
      header: t('invoices.list.status'),
      cell: (i) => (
        <span className="inline-flex flex-wrap gap-1">
          <AeatStatusBadge status={i.aeatStatus} />
          {i.voided && (
            <span className="rounded-full bg-gray-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('invoices.list.voided')}
            </span>
          )}
        </span>
      ),
      sortValue: (i) => i.aeatStatus,
    },
  ];
  return (
    <>
      <FormError code={errorCodeOf(failed)} />
      <DataTable
        caption={t('invoices.list.caption')}
        rows={invoices}
        columns={columns}
        rowKey={(i) => i.id}
        cardTitle={number}
        emptyText={t('invoices.list.empty')}
      />
    </>
  );
}
