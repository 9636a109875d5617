import type { ReportRange } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { downloadReportCsv, type ReportName } from '../api/reports';

/** Downloads one report as CSV, named like the server names it. */
export function CsvButton({
  report,
  range,
  fileName,
  label,
}: {
  report: ReportName;
  range: ReportRange;
  fileName: string;
  label: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = () => {
    setError(null);
    setBusy(true);
    downloadReportCsv(report, range, fileName)
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <div className="space-y-2">
      <Button variant="secondary" onClick={download} disabled={busy} aria-label={label}>
        {t('reports.csv')}
      </Button>
      <FormError code={errorCodeOf(error)} />
    </div>
  );
}

/** A report's heading with its CSV download beside it. */
export function ReportHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </div>
  );
}
