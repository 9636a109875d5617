import { isUnlimitedCredits, type User } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

const show = (value: number) => (isUnlimitedCredits(value) ? '∞' : String(value));

/**
 * Activity credits on the left, open-box credits on the right (see docs/product.md, Screens). A
 * bubble's name is what it shows ("3 Classes"), so voice control can say it (WCAG 2.5.3); the
 * section around the bubbles says they are credits.
 */
export function CreditBubbles({ user, onTap }: { user: User; onTap: (kind: 'activity' | 'open') => void }) {
  const { t } = useTranslation();
  const bubble = (kind: 'activity' | 'open', tone: string) => (
    <button
      type="button"
      onClick={() => onTap(kind)}
      className={`flex size-28 flex-col items-center justify-center rounded-full text-white shadow-lg transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 ${tone}`}
    >
      <span className="text-4xl font-extrabold leading-none">{show(user.credits[kind])}</span>{' '}
      <span className="mt-1 text-xs font-semibold uppercase tracking-wide">
        {t(`profile.credits_${kind}`)}
      </span>
    </button>
  );
  return (
    <div className="flex justify-center gap-6">
      {bubble('activity', 'bg-gradient-to-br from-brand-700 to-brand-800')}
      {bubble('open', 'bg-gradient-to-br from-teal-700 to-teal-800')}
    </div>
  );
}
