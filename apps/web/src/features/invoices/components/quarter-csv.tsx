import { quartersUpTo } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { downloadQuarterCsv } from '../api/invoices';

/**
 * The accountant's CSV of a quarter: the quarter just ended is chosen first, the one whose VAT
 * return (Modelo 303) is due; the current one and six more before are there too.
 */
export function QuarterCsv({ today }: { today: string }) {
  const { t } = useTranslation();
  const id = useId();
  const quarters = quartersUpTo(today, 8);
  const [quarter, setQuarter] = useState(quarters[1] ?? quarters[0] ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = () => {
    setError(null);
    setBusy(true);
    downloadQuarterCsv(quarter)
      .catch(setError)
      .finally(() => setBusy(false));
  };
  const label = (q: string) => t('invoices.csv.quarter_name', { year: q.slice(0, 4), quarter: q.slice(6) });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        {t('invoices.csv.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('invoices.csv.explain')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-quarter`} className="block text-sm font-semibold text-gray-700">
            {t('invoices.csv.quarter')}
          </label>
          <select
            id={`${id}-quarter`}
            className={`${inputClass} w-48`}
            value={quarter}
            onChange={(e) => setQuarter(e.target.value)}
          >
            {quarters.map((q) => (
              <option key={q} value={q}>
                {label(q)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={download} disabled={busy}>
          {t('invoices.csv.download')}
        </Button>
      </div>
      <div className="mt-3">
        <FormError code={errorCodeOf(error)} />
      </div>
    </section>
  );
}
