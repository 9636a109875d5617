import { isUnlimitedCredits, type User } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';

/**
 * The member's credits of the kind an activity uses (see docs/product.md, Credits and plan
 * allowance): what a booking will spend.
 */
export function CreditsOfKind({ kind, member }: { kind: 'activity' | 'open'; member?: User | undefined }) {
  const { t } = useTranslation();
  const signedIn = useCurrentUser();
  // A guardian booking for a dependent spends the dependent's credits (docs/product.md, Households).
  const credits = (member ?? signedIn).credits[kind];
  return (
    <p className="mt-2 text-sm font-semibold text-gray-700" data-testid="credits-of-kind">
      {t(`book.credits.${kind}`, { count: credits, value: isUnlimitedCredits(credits) ? '∞' : credits })}
    </p>
  );
}
