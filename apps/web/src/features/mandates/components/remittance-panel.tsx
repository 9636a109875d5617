import { addMonths, format, parse } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { FormError } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice, localeOf } from '../../../lib/format';
import { useGymTime } from '../../../lib/gym-time';
import {
  downloadRemittance,
  useCreditor,
  useExportedMonths,
  useExportRemittance,
  useRemittance,
} from '../api/mandates';
import { DebitTable, Summary } from './remittance-debits';

/** A `YYYY-MM` month `n` months away; a month has no time zone, so the device's own serves. */
const monthsFrom = (month: string, n: number) =>
  format(addMonths(parse(month, 'yyyy-MM', new Date()), n), 'yyyy-MM');

/** The months the server lets an admin export today: the last one, this one and the next. */
const exportable = (today: string, month: string) =>
  [-1, 0, 1].some((n) => monthsFrom(today.slice(0, 7), n) === month);

function useMonthName() {
  const { i18n } = useTranslation();
  const monthFormat = new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (month: string) => monthFormat.format(new Date(`${month}-15T12:00:00Z`));
}

/** A month's direct debits: who is charged how much, then the pain.008 file for the bank. */
export function RemittancePanel({
  today,
  creditorMissing,
  onFillCreditor,
}: {
  today: string;
  creditorMissing: boolean;
  onFillCreditor: () => void;
}) {
  const { t, i18n } = useTranslation();
  const monthName = useMonthName();
  const [month, setMonth] = useState(today.slice(0, 7));
  const remittance = useRemittance(month);
  const exported = useExportedMonths();
  const run = useExportRemittance();
  const creditor = useCreditor();
  const [confirming, setConfirming] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const money = (value: number) => formatPrice(value, i18n.resolvedLanguage);
  const gym = useGymTime();
  const longDate = (date: string) =>
    gym.format(`${date}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  // A month gone by is billed on top of the running one: the admin is told before it leaves.
  const backMonth = month < today.slice(0, 7);

  const download = (m: string) => {
    setDownloadError(null);
    downloadRemittance(m).catch(setDownloadError);
  };
  const exportNow = () =>
    run.mutate(month, {
      onSuccess: () => {
        setConfirming(false);
        download(month);
      },
    });

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-2 rounded-2xl bg-white p-2 ring-1 ring-gray-200">
        <Button
          variant="ghost"
          aria-label={t('mandates.remittance.previous_month')}
          onClick={() => setMonth(monthsFrom(month, -1))}
        >
          ‹
        </Button>
        <h2 className="text-lg font-bold text-ink first-letter:uppercase" aria-live="polite">
          {monthName(month)}
        </h2>
        <Button
          variant="ghost"
          aria-label={t('mandates.remittance.next_month')}
          onClick={() => setMonth(monthsFrom(month, 1))}
        >
          ›
        </Button>
      </div>
      <QueryState query={remittance}>
        {(r) => (
          <>
            <Summary remittance={r} money={money} noticeDays={creditor.data?.noticeDays ?? null} />
            {creditorMissing && !r.exported && (
              <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
                {t('mandates.creditor.missing')}{' '}
                <button type="button" className="font-semibold underline" onClick={onFillCreditor}>
                  {t('mandates.creditor.fill_in')}
                </button>
              </p>
            )}
            {r.exported ? (
              <Button variant="secondary" onClick={() => download(month)}>
                {t('mandates.remittance.download')}
              </Button>
            ) : exportable(today, month) ? (
              <Button
                disabled={r.items.length === 0 || creditorMissing}
                onClick={() => {
                  run.reset();
                  setConfirming(true);
                }}
              >
                {t('mandates.remittance.export')}
              </Button>
            ) : (
              <p className="text-sm text-gray-700">{t('mandates.remittance.month_closed')}</p>
            )}
            <FormError code={errorCodeOf(downloadError)} />
            <DebitTable items={r.items} money={money} />
            {r.skipped.length > 0 && (
              <details className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
                <summary className="cursor-pointer font-semibold text-ink">
                  {t('mandates.remittance.skipped_title', { count: r.skipped.length })}
                </summary>
                <ul className="mt-3 space-y-1 text-sm">
                  {r.skipped.map((s) => (
                    <li key={s.userId} className="flex justify-between gap-4">
                      <span>
                        {s.name} {s.surname}
                      </span>
                      <span className="text-gray-700">{t(`mandates.remittance.skipped.${s.reason}`)}</span>
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <YesNoDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('mandates.remittance.confirm_title', { month: monthName(month) })}
              message={`${t('mandates.remittance.confirm_message', {
                count: r.transactions,
                amount: money(r.controlSum),
              })} ${t('mandates.remittance.confirm_collection', { date: longDate(r.collectionDate) })}`}
              errorCode={errorCodeOf(run.error)}
              loading={run.isPending}
              onYes={exportNow}
            >
              {backMonth && (
                <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
                  {t('mandates.remittance.back_month_warning', { month: monthName(month) })}
                </p>
              )}
            </YesNoDialog>
          </>
        )}
      </QueryState>
      <section aria-labelledby="exported-months">
        <h2 id="exported-months" className="mb-3 text-lg font-bold text-ink">
          {t('mandates.remittance.history')}
        </h2>
        <QueryState
          query={exported}
          isEmpty={(list) => list.length === 0}
          emptyText={t('mandates.remittance.history_empty')}
        >
          {(list) => (
            <ul className="divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
              {list.map((e) => (
                <li
                  key={e.month}
                  className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm"
                >
                  <button
                    type="button"
                    className="inline-block font-semibold text-brand-700 underline-offset-2 first-letter:uppercase hover:underline"
                    onClick={() => setMonth(e.month)}
                  >
                    {monthName(e.month)}
                  </button>
                  <span className="text-gray-700">
                    {t('mandates.remittance.total', { count: e.transactions, amount: money(e.controlSum) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
