import type { TermsVersion } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';

/** A version's text in the screen's language, its lines kept, in a box that scrolls on its own. */
export function TermsText({ terms, labelId }: { terms: TermsVersion; labelId?: string }) {
  const { i18n } = useTranslation();
  const body = currentLanguage(i18n.resolvedLanguage) === 'ca' ? terms.bodyCa : terms.bodyEs;
  return (
    // Focusable so that a keyboard can scroll a long text (WCAG 2.1.1).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take keyboard focus, so its arrow keys scroll a long text (WCAG 2.1.1)
      tabIndex={0}
      {...(labelId ? { 'aria-labelledby': labelId } : {})}
      className="mt-2 max-h-56 overflow-y-auto whitespace-pre-line rounded-xl bg-gray-50 p-4 text-sm text-gray-800 ring-1 ring-gray-200"
    >
      {body}
    </section>
  );
}
