import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root';
import { startFirstScreenQueries } from './app/first-screen-queries';
import { loadRouteModules } from './app/load-route-modules';
import { keepMemberLanguage } from './app/member-language';
import { createRouter, routes } from './app/router';
import { configureSession, restoreSession } from './app/session-controller';
import { storedSession } from './app/stored-session';
import { paths } from './config/paths';
import { setCookie } from './lib/cookie';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { openStorage } from './lib/storage';
import './styles.css';

/**
 * Tells the server a member is signed in, so it sends them the app rather than a public page
 * prerendered for visitors (apps/server/src/infra/web/serve-web-app.ts). Carries nothing secret.
 */
const MEMBER_COOKIE = 'boxbook.member';
const syncMemberCookie = () => setCookie(MEMBER_COOKIE, '1', sessionStore.get() ? 30 * 24 * 3600 : 0);

/**
 * Starts the app. Not top-level await: a lazy route's chunk imports this module's chunk, and would
 * wait forever on a module still awaiting that very route.
 */
async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // Translations, the stored session and the first screen's code load side by side; the stored
  // session is restored before the first screen, so a reload on a members-only page stays there
  // instead of bouncing through the login.
  const storage = openStorage();
  const restored = storage.then((opened) => {
    configureSession({ storage: opened, queryClient });
    return restoreSession();
  });
  // What the first screen will ask for, asked now: beside the session's restore, not after it.
  startFirstScreenQueries(queryClient, window.location.pathname, {
    stored: storage.then((opened) => storedSession.read(opened)),
    restored,
  });
  const [isRestored] = await Promise.all([
    restored,
    initI18n(),
    loadRouteModules(routes, window.location.pathname),
  ]);
  syncMemberCookie();
  sessionStore.subscribe(syncMemberCookie);
  keepMemberLanguage();

  const router = createRouter();
  if (isRestored && window.location.pathname === paths.home)
    void router.navigate(paths.profile, { replace: true });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const app = (
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // A page prerendered for a visitor in this language is hydrated: its HTML stays, React takes it
  // over. Otherwise (the app's shell, a member, another language chosen in this browser) the
  // first render replaces it.
  const prerendered = document.documentElement.dataset.prerendered;
  if (prerendered && prerendered === document.documentElement.lang && !isRestored) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
