import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { HEADERLESS_URL_PARTS, HERO_HEADER_PATHS } from '../../config/paths';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { Header } from './header';

export interface RouteHandle {
  /** Auth and booking screens pop up; the rest slide in (see docs/product.md, Layout). */
  transition?: 'pop' | 'slide';
}

export const isHeaderHidden = (pathname: string) =>
  HEADERLESS_URL_PARTS.some((part) => pathname.includes(part));

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const hero = (HERO_HEADER_PATHS as readonly string[]).includes(pathname);
  const showHeader = !isHeaderHidden(pathname);
  // The page a visit lands on shows at once (a prerendered page is painted before any script):
  // only a move to another page animates in.
  const [landing, setLanding] = useState<string | null>(pathname);
  if (landing !== null && landing !== pathname) setLanding(null);
  const enter = landing !== null ? '' : handle?.transition === 'pop' ? 'animate-pop-in' : 'animate-slide-in';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('common.skip_to_content')}
      </a>
      {showHeader && <Header hero={hero} />}
      {/* At least a screen tall: the footer starts below the fold, so a screen whose content
          arrives after its first paint grows without pushing the footer (layout shift). */}
      <main id="main" key={pathname} className={`min-h-dvh flex-1 ${enter}`}>
        <Suspense fallback={<Spinner className="w-full py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomNav />
      <ScrollRestoration />
    </div>
  );
}
