import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { useCurrentTerms } from '../features/terms/api/terms';
import { localeOf } from '../lib/format';
import { currentLanguage } from '../lib/i18n';

/**
 * `/condicions`: the box's terms and informed consent in force, in the screen's language, for
 * anyone, signed in or not (docs/product.md, Terms). Prerendered as a shell: the text comes from
 * the API, as the box publishes new versions without a new build.
 */
export function BoxTermsPage() {
  const { t, i18n } = useTranslation();
  const terms = useCurrentTerms();
  const current = terms.data ?? null;
  const body = current && (currentLanguage(i18n.resolvedLanguage) === 'ca' ? current.bodyCa : current.bodyEs);
  return (
    <Page className="max-w-3xl">
      <PageTitle
        subtitle={
          current
            ? t('terms.page.intro', {
                version: current.version,
                date: new Intl.DateTimeFormat(localeOf(i18n.resolvedLanguage), {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }).format(new Date(`${current.publishedAt.slice(0, 10)}T12:00:00Z`)),
              })
            : undefined
        }
      >
        {t('terms.page.title')}
      </PageTitle>
      <QueryState query={terms} isEmpty={(found) => found === null} emptyText={t('terms.page.none')}>
        {() => (
          <article
            className="whitespace-pre-line rounded-2xl bg-white p-6 leading-relaxed text-gray-800 ring-1 ring-gray-200"
            data-testid="box-terms"
          >
            {body}
          </article>
        )}
      </QueryState>
    </Page>
  );
}
