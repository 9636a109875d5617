import { startTransition } from 'react';
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
import { DEFAULT_TIME_ZONE } from './features/app-config/api/get-app-config';
import { setCookie } from './lib/cookie';
import { todayIn, warmDateFormats } from './lib/format';
import { detectLanguage, initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { sessionStore } from './lib/session';
import { openStorage } from './lib/storage';
import { yieldToMain } from './lib/yield-to-main';
import './styles.css';

/**
 * Tells the server a member is signed in, so it sends them the app rather than a public page
 * prerendered for visitors (apps/server/src/infra/web/serve-web-app.ts). Carries nothing secret.
 */
const MEMBER_COOKIE = 'boxbook.member';
const syncMemberCookie = () => setCookie(MEMBER_COOKIE, '1', sessionStore.get() ? 30 * 24 * 3600 : 0);

/** Public pages whose first screen shows the box's date (or what depends on it) after their reads. */
const PRERENDERED_WITH_GYM_DATE = new Set<string>([paths.rates, paths.schedule]);

/**
 * Starts the app. Not top-level await: a lazy route's chunk imports this module's chunk, and would
 * wait forever on a module still awaiting that very route.
 */
async function start(): Promise<void> {
  // Each step of the start in a task of its own (docs/decisions.md, "The first screen's start in
  // small tasks"): run together with the modules' evaluation they made one task of 75 ms and more
  // on a slow phone, which Lighthouse counts as blocking, and the page could not answer a tap.
  // The network goes first: the session's restore and the first screen's reads.
  await yieldToMain();
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
  await yieldToMain();
  // The shell (members' screens) paints nothing until the session is back: while it waits on the
  // network, the browser's date data loads rather than in the first render. A prerendered public
  // page has painted already, and most show no Intl formatting.
  if (!document.documentElement.dataset.prerendered) {
    warmDateFormats(detectLanguage(), DEFAULT_TIME_ZONE);
    await yieldToMain();
  } else if (PRERENDERED_WITH_GYM_DATE.has(window.location.pathname)) {
    // The same on the two public pages that show what depends on the box's date once their reads
    // are back (/rates: what joining today charges; /schedule: today's classes): in that render
    // it made its longest task.
    todayIn(DEFAULT_TIME_ZONE);
    await yieldToMain();
  }
  const translated = initI18n();
  await yieldToMain();
  const [isRestored] = await Promise.all([
    restored,
    translated,
    loadRouteModules(routes, window.location.pathname),
  ]);
  await yieldToMain();
  syncMemberCookie();
  sessionStore.subscribe(syncMemberCookie);
  keepMemberLanguage();

  const router = createRouter();
  await yieldToMain();
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
  // first render replaces it. Either as a transition, which React renders in slices of a few
  // milliseconds, yielding between them: as one render it was the start's longest task (100 ms
  // and more on a slow phone). The page shows the same until it is done: the prerendered HTML,
  // or the shell's empty page.
  const prerendered = document.documentElement.dataset.prerendered;
  startTransition(() => {
    if (prerendered && prerendered === document.documentElement.lang && !isRestored) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
