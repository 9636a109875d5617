import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useAcceptTerms, useMemberTerms } from '../api/terms';
import { TermsText } from './terms-text';

/**
 * Asks a member who has not accepted the box's current terms to read and accept them, above the
 * booking screen (docs/product.md, Terms). Nothing shows once they did, or while the box has none.
 */
export function TermsPrompt({ userId, blocking }: { userId: number; blocking: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const terms = useMemberTerms(userId);
  const accept = useAcceptTerms(userId);
  const current = terms.data?.current;
  if (!current || terms.data?.accepted) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-300"
      data-testid="terms-prompt"
    >
      <h2 id={titleId} className="font-bold text-ink">
        {t('terms.prompt.title', { version: current.version })}
      </h2>
      <p className="mt-1 text-sm text-gray-800">
        {blocking ? t('terms.prompt.blocking') : t('terms.prompt.asking')}
      </p>
      <TermsText terms={current} labelId={titleId} />
      <FormError code={errorCodeOf(accept.error)} />
      <Button className="mt-3" disabled={accept.isPending} onClick={() => accept.mutate(current.id)}>
        {t('terms.prompt.accept', { version: current.version })}
      </Button>
    </section>
  );
}
