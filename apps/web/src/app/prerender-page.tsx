// The build's server-side entry (apps/web/scripts/prerender.ts bundles it for Node and calls it):
// the public pages rendered to HTML, once per language, with the same tree the browser hydrates.
// What comes from the API is not in that HTML: queries stay pending here, so lists render their
// reserved loading space, and what depends on today waits for the browser (useHydrated).
import { LANGUAGES, type Language } from '@boxbook/domain';
import i18n, { type Resource } from 'i18next';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { paths } from '../config/paths';
import { createQueryClient } from '../lib/query-client';
import { AppRoot } from './app-root';
import { routes } from './router';

export { LANGUAGES };

/** The public pages (see docs/product.md, Screens) a visitor may land on without an account. */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.activities,
  paths.schedule,
  paths.rates,
  paths.shop,
  paths.faq,
  paths.contact,
  paths.privacyPolicy,
  paths.cookiePolicy,
  paths.legalNotice,
  paths.boxTerms,
];

/** Every route module, to tell which one a page rendered: its client chunk is preloaded. */
const routeModules = import.meta.glob<Record<string, unknown>>('../routes/**/*.tsx');

export async function setUpTranslations(resources: Record<Language, Resource>): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(resources).map(([lng, translation]) => [lng, { translation }]),
    ),
    lng: LANGUAGES[0],
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnObjects: false,
  });
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Source files (relative to apps/web) of the route modules the page rendered. */
  modules: string[];
}

async function moduleOf(route: RouteObject): Promise<string | undefined> {
  // The router turns a route's Component into an element of it.
  const component = route.Component ?? (isValidElement(route.element) ? route.element.type : undefined);
  if (!component) return undefined;
  for (const [file, load] of Object.entries(routeModules)) {
    const exports = await load();
    if (Object.values(exports).includes(component)) return file.replace(/^\.\.\//, 'src/');
  }
  return undefined;
}

export async function renderPage(pathname: string, language: Language): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppRoot queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  const modules = await Promise.all(context.matches.map((match) => moduleOf(match.route)));
  return { html, modules: modules.filter((m): m is string => !!m) };
}
