import type { SepaReturn } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf, errorParamsOf } from '../../../lib/error-code';
import { formatPrice } from '../../../lib/format';
import { useImportReturns, useReturns } from '../api/mandates';

const MAX_FILE_BYTES = 2_000_000;

/**
 * The bank's files about returned and rejected debits (docs/sepa.md): an admin uploads a pain.002
 * or a camt.054, and sees every return with its reason in plain words and the count per reason.
 */
export function ReturnsPanel() {
  const { t, i18n } = useTranslation();
  const returns = useReturns();
  const importFile = useImportReturns();
  const [file, setFile] = useState<File | null>(null);
  const money = (v: number) => formatPrice(v, i18n.resolvedLanguage);
  const reason = (code: string) =>
    `${t(`sepaReasons.${code}`, { defaultValue: t('sepaReasons.other') })} (${code})`;
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file || file.size > MAX_FILE_BYTES) return;
    await importFile.mutateAsync(await file.text()).catch(() => {});
  };
  const done = importFile.data;
  const error = importFile.error;
  const errorCode = errorCodeOf(error);
  const params = errorParamsOf(error);

  const columns: Column<SepaReturn>[] = [
    {
      key: 'name',
      header: t('mandates.columns.member'),
      cell: (r) => `${r.name} ${r.surname}`,
      inCard: false,
    },
    {
      key: 'month',
      header: t('mandates.returns.columns.month'),
      cell: (r) => monthName(r.month),
      sortValue: (r) => r.month,
    },
    {
      key: 'reason',
      header: t('mandates.returns.columns.reason'),
      cell: (r) => reason(r.reasonCode),
      sortValue: (r) => r.reasonCode,
    },
    {
      key: 'status',
      header: t('mandates.returns.columns.status'),
      cell: (r) => t(`mandates.returns.status.${r.status}`),
    },
    {
      key: 'amount',
      header: t('mandates.columns.amount'),
      cell: (r) => <span className="font-semibold tabular-nums">{money(r.amount)}</span>,
      sortValue: (r) => r.amount,
      align: 'right',
    },
  ];

  return (
    <div className="space-y-6">
      <form
        onSubmit={(e) => void submit(e)}
        className="max-w-xl space-y-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      >
        <p className="text-gray-700">{t('mandates.returns.intro')}</p>
        <label className="block text-sm font-semibold text-ink" htmlFor="return-file">
          {t('mandates.returns.file')}
        </label>
        <input
          id="return-file"
          name="return-file"
          type="file"
          accept=".xml,application/xml,text/xml"
          className="block w-full text-sm text-gray-800 file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white"
          onChange={(e) => {
            importFile.reset();
            setFile(e.target.files?.[0] ?? null);
          }}
        />
        <FormError
          code={errorCode}
          text={
            errorCode ? t(`error.${errorCode}`, { ...params, defaultValue: t('error.unknown') }) : undefined
          }
        />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={!file || importFile.isPending}>
            {t('mandates.returns.import')}
          </Button>
          <p role="status" className="text-sm font-medium text-green-800">
            {done
              ? done.alreadyImported
                ? t('mandates.returns.already')
                : t('mandates.returns.imported', { count: done.returns })
              : ''}
          </p>
        </div>
      </form>
      <QueryState query={returns}>
        {(data) => (
          <>
            {data.byReason.length > 0 && (
              <section
                aria-labelledby="returns-report"
                className="rounded-2xl bg-white p-4 ring-1 ring-gray-200"
              >
                <h2 id="returns-report" className="mb-2 text-lg font-bold text-ink">
                  {t('mandates.returns.report_title')}
                </h2>
                <ul className="space-y-1">
                  {data.byReason.map((r) => (
                    <li key={r.reasonCode} className="flex flex-wrap justify-between gap-2 text-gray-800">
                      <span>{reason(r.reasonCode)}</span>
                      <span className="font-semibold tabular-nums">
                        {t('mandates.returns.report_line', { count: r.count, amount: money(r.amount) })}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <DataTable
              caption={t('mandates.returns.caption')}
              rows={data.returns}
              columns={columns}
              rowKey={(r) => r.id}
              cardTitle={(r) => `${r.name} ${r.surname}`}
              emptyText={t('mandates.returns.empty')}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
