import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';

/** Where "back" leads from a screen that is not built yet: its parent screen. */
export function parentOf(pathname: string): string {
  const parent = pathname.replace(/\/[^/]+\/?$/, '');
  if (pathname.startsWith('/admin') && !parent.startsWith('/admin')) return paths.profile;
  return parent || paths.home;
}

/**
 * Screens that later work builds show their translated title meanwhile, and a way back: many of
 * them have no header (see docs/product.md, Layout), and desktops have no bottom menu either.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as { title?: string } | undefined;
  return (
    <Page>
      <Link
        to={parentOf(pathname)}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        ‹ {t('common.back')}
      </Link>
      <PageTitle subtitle={t('common.coming_soon')}>{t(handle?.title ?? 'menu.home')}</PageTitle>
    </Page>
  );
}
