import { useTranslation } from 'react-i18next';
import { useMembership } from '../api/membership';

/**
 * Under the plan name on the profile: the day a plan the member has left ends (docs/product.md,
 * Plans and renewals: a leave waits for its 1st, and the plan works until then). Nothing while no
 * leave is pending.
 */
export function PlanEndNotice({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const pending = useMembership(userId).data?.pending;
  if (pending?.kind !== 'LEAVE') return null;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${pending.effectiveOn}T12:00:00Z`));
  return <p className="text-sm text-gray-700">{t('your_rate.pending.LEAVE', { date })}</p>;
}
