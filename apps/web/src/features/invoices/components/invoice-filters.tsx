import { aeatStatusSchema, invoiceKindSchema } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { FormError, inputClass } from '../../../components/ui/form-field';
import type { InvoiceFilter } from '../api/invoices';

const field = (data: FormData, name: string) => String(data.get(name) ?? '') || undefined;

/** The list's filters: issue dates (the box's), kind and AEAT status. A reversed range is refused here. */
export function InvoiceFilters({
  filter,
  onFilter,
}: {
  filter: InvoiceFilter;
  onFilter: (next: InvoiceFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const next = {
      from: field(data, 'from'),
      to: field(data, 'to'),
      kind: invoiceKindSchema.safeParse(field(data, 'kind')).data,
      aeatStatus: aeatStatusSchema.safeParse(field(data, 'aeatStatus')).data,
    };
    if (next.from && next.to && next.from > next.to) {
      setError('range_reversed');
      return;
    }
    setError(null);
    onFilter(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as InvoiceFilter);
  };
  const label = 'block text-sm font-semibold text-gray-700';
  return (
    <form
      onSubmit={submit}
      aria-label={t('invoices.filters.label')}
      className="mb-6 flex flex-wrap items-end gap-3"
      key={JSON.stringify(filter)}
    >
      <DateRangeFields
        from={filter.from}
        to={filter.to}
        labels={{ from: t('invoices.filters.from'), to: t('invoices.filters.to') }}
      />
      <div>
        <label htmlFor={`${id}-kind`} className={label}>
          {t('invoices.filters.kind')}
        </label>
        <select id={`${id}-kind`} name="kind" className={inputClass} defaultValue={filter.kind ?? ''}>
          <option value="">{t('invoices.filters.any')}</option>
          {invoiceKindSchema.options.map((kind) => (
            <option key={kind} value={kind}>
              {t(`invoices.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={label}>
          {t('invoices.filters.status')}
        </label>
        <select
          id={`${id}-status`}
          name="aeatStatus"
          className={inputClass}
          defaultValue={filter.aeatStatus ?? ''}
        >
          <option value="">{t('invoices.filters.any')}</option>
          {aeatStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`invoices.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">{t('invoices.filters.show')}</Button>
      {error && (
        <div className="basis-full">
          <FormError code={error} text={t(`invoices.filters.${error}`)} />
        </div>
      )}
    </form>
  );
}
