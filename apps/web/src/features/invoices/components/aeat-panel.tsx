import { type AeatSending, aeatStatusSchema } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useGymTime } from '../../../lib/gym-time';
import { useAeatSending } from '../api/invoices';
import { AeatStatusBadge } from './aeat-status-badge';

/**
 * Whether the records reach the AEAT: the certificate set or not, how many records stand where,
 * the last run and its failure, the next attempt. Nothing at all when the server does not send
 * records (its answer is 404) or cannot say.
 */
export function AeatPanel() {
  const sending = useAeatSending();
  if (!sending.data) return null;
  return <AeatSendingState sending={sending.data} />;
}

function AeatSendingState({ sending }: { sending: AeatSending }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const when = (iso: string | null) =>
    iso ? gym.format(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t('invoices.aeat.never');
  return (
    <section aria-labelledby="aeat-sending" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id="aeat-sending" className="text-lg font-bold text-ink">
        {t('invoices.aeat.title')}
      </h2>
      {sending.configured ? (
        <p className="mt-1 text-sm text-gray-700">{t(`invoices.aeat.configured_${sending.environment}`)}</p>
      ) : (
        <p className="mt-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t('invoices.aeat.no_certificate')}
        </p>
      )}
      <ul aria-label={t('invoices.aeat.counts')} className="mt-4 flex flex-wrap gap-2">
        {aeatStatusSchema.options.map((status) => (
          <li key={status} className="flex items-center gap-1.5 text-sm text-ink">
            <AeatStatusBadge status={status} />
            <span className="font-semibold tabular-nums">{sending.counts[status]}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t('invoices.aeat.last_run')}</dt>
        <dd className="text-ink">{when(sending.lastRunAt)}</dd>
        {sending.lastError && (
          <>
            <dt className="text-gray-700">{t('invoices.aeat.last_error')}</dt>
            <dd className="text-red-800">{sending.lastError}</dd>
          </>
        )}
        <dt className="text-gray-700">{t('invoices.aeat.next_attempt')}</dt>
        <dd className="text-ink">
          {sending.nextAttemptAt ? when(sending.nextAttemptAt) : t('invoices.aeat.none')}
        </dd>
      </dl>
    </section>
  );
}
