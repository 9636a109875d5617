import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { TranslatedHtml } from '../components/ui/translated-html';

/** Privacy, cookie and legal notice pages: translated HTML (see docs/product.md, Screens). */
export function LegalPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { page?: string } | undefined;
  const page = handle?.page ?? 'legal_notice';
  return (
    <Page className="max-w-3xl">
      <PageTitle>{t(`legal.${page}.title`)}</PageTitle>
      <TranslatedHtml className="text-gray-700" html={t(`legal.${page}.html`)} />
    </Page>
  );
}
