import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';

/** Screens that later work builds show their translated title meanwhile. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined;
  return (
    <Page>
      <PageTitle subtitle={t('common.coming_soon')}>{t(handle?.title ?? 'menu.home')}</PageTitle>
    </Page>
  );
}
