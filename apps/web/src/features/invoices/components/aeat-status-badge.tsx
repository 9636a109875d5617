import type { AeatStatus } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/** Dark text on a pale ground: each pair passes WCAG AA (4.5:1) with room to spare. */
const TONES: Record<AeatStatus, string> = {
  pending: 'bg-gray-100 text-gray-800 ring-gray-300',
  sent: 'bg-sky-100 text-sky-900 ring-sky-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  accepted_with_errors: 'bg-amber-100 text-amber-900 ring-amber-300',
  refused: 'bg-red-100 text-red-900 ring-red-300',
};

/** Where an invoice's record stands with the AEAT, as a word (never only a colour). */
export function AeatStatusBadge({ status }: { status: AeatStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {t(`invoices.status.${status}`)}
    </span>
  );
}
