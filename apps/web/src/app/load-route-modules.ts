import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes `pathname` matches into the route table, so the router
 * starts ready: the first render is the page itself (what a prerendered page must hydrate with),
 * never the loading fallback.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
