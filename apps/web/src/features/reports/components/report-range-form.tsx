import { REPORT_MAX_DAYS, type ReportRange, reportRangeSchema } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DateRangeFields } from '../../../components/ui/date-range-fields';

/** The days the ranged reports read; checked here as the server checks it. */
export function ReportRangeForm({
  range,
  onRange,
}: {
  range: ReportRange;
  onRange: (next: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const parsed = reportRangeSchema.safeParse({ from: data.get('from'), to: data.get('to') });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message === 'range_reversed' || message === 'range_too_long' ? message : 'range_invalid');
      return;
    }
    setError(null);
    onRange(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('reports.range.label')}
      className="mb-8 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      key={`${range.from}-${range.to}`}
    >
      <DateRangeFields
        from={range.from}
        to={range.to}
        labels={{ from: t('reports.range.from'), to: t('reports.range.to') }}
        required
        errorId={error ? `${id}-error` : undefined}
      />
      <Button type="submit">{t('reports.range.show')}</Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm font-medium text-red-700">
          {t(`reports.range.${error}`, { days: REPORT_MAX_DAYS })}
        </p>
      )}
    </form>
  );
}
