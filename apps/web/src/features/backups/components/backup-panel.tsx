import type { BackupFile, BackupRun, BackupStatus } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { downloadBackup, useTakeBackup } from '../api/backups';

/** Bytes as people read them: 1.2 MB, in the reader's language. */
function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const units = ['B', 'kB', 'MB', 'GB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
      value /= 1000;
      unit += 1;
    }
    return `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
  };
}

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The last backup: when, how big, and ok or failed with why. */
function LastBackup({ run }: { run: BackupRun | null }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const size = useSize();
  if (!run) return <p className="text-gray-700">{t('backups.none')}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-gray-700">{t('backups.when')}</dt>
      <dd>{gym.format(run.startedAt, WHEN)}</dd>
      <dt className="font-semibold text-gray-700">{t('backups.kind_label')}</dt>
      <dd>{t(`backups.kind.${run.kind}`)}</dd>
      <dt className="font-semibold text-gray-700">{t('backups.result')}</dt>
      <dd>
        {run.status === 'ok' && (
          <span className="font-semibold text-green-800">
            {t('backups.ok', { size: size(run.size ?? 0) })}
          </span>
        )}
        {run.status === 'running' && <span>{t('backups.running')}</span>}
        {run.status === 'failed' && (
          <span className="text-red-800">
            <span className="font-semibold">{t('backups.failed')}</span> {run.error}
          </span>
        )}
      </dd>
    </dl>
  );
}

function FileRow({ file }: { file: BackupFile }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const size = useSize();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const when = gym.format(file.createdAt, WHEN);
  const download = () => {
    setError(null);
    setBusy(true);
    downloadBackup(file.name)
      .catch(setError)
      .finally(() => setBusy(false));
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span>
        <span className="block font-semibold text-ink">{when}</span>
        <span className="block text-sm text-gray-700">
          {size(file.size)} · <span className="break-all">{file.name}</span>
        </span>
      </span>
      <Button
        variant="secondary"
        onClick={download}
        disabled={busy}
        aria-label={t('backups.download_label', { when })}
      >
        {t('backups.download')}
      </Button>
      <FormError code={errorCodeOf(error)} />
    </li>
  );
}

/** The admin's backups: the last one, a warning when it is old, "take one now", and the files. */
export function BackupPanel({ status }: { status: BackupStatus }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const take = useTakeBackup();
  const taken = take.data;
  return (
    <div className="space-y-8">
      {status.stale && (
        <p
          role="alert"
          className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-300"
        >
          {status.lastGoodAt
            ? t('backups.stale', { when: gym.format(status.lastGoodAt, WHEN) })
            : t('backups.stale_never')}
        </p>
      )}
      <section aria-labelledby="backups-last" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
        <h2 id="backups-last" className="mb-3 text-xl font-bold text-ink">
          {t('backups.last')}
        </h2>
        <LastBackup run={status.last} />
        <p className="mt-4 text-sm text-gray-700">
          {t('backups.schedule', { at: status.dailyAt, keep: status.keep })}{' '}
          {status.encrypted ? t('backups.encrypted') : t('backups.not_encrypted')}
        </p>
        <div className="mt-4 space-y-3">
          <Button onClick={() => take.mutate()} disabled={take.isPending}>
            {take.isPending ? t('backups.taking') : t('backups.take')}
          </Button>
          <div aria-live="polite">
            {taken?.status === 'ok' && (
              <p role="status" className="font-semibold text-green-800">
                {t('backups.taken')}
              </p>
            )}
            {taken?.status === 'failed' && (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {t('backups.failed')} {taken.error}
              </p>
            )}
          </div>
          <FormError code={errorCodeOf(take.error)} />
        </div>
      </section>
      <section aria-labelledby="backups-files">
        <h2 id="backups-files" className="mb-1 text-xl font-bold text-ink">
          {t('backups.files')}
        </h2>
        <p className="mb-3 text-sm text-gray-700">{t('backups.files_text')}</p>
        {status.files.length === 0 ? (
          <p className="text-gray-700">{t('backups.no_files')}</p>
        ) : (
          <ul
            aria-labelledby="backups-files"
            className="divide-y divide-gray-200 rounded-2xl bg-white px-5 ring-1 ring-gray-200"
          >
            {status.files.map((file) => (
              <FileRow key={file.name} file={file} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
