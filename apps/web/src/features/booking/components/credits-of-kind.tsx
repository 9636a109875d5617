import { isUnlimitedCredits } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';

/**
 * The member's credits of the kind an activity uses (see docs/product.md, Credits and plan
 * allowance): what a booking will spend.
 */
export function CreditsOfKind({ kind }: { kind: 'activity' | 'open' }) {
  const { t } = useTranslation();
  const credits = useCurrentUser().credits[kind];
  return (
    <p className="mt-2 text-sm font-semibold text-gray-700" data-testid="credits-of-kind">
      {t(`book.credits.${kind}`, { count: credits, value: isUnlimitedCredits(credits) ? '∞' : credits })}
    </p>
  );
}
