// Lighthouse's mobile audit (its default: a mid-range phone on slow 4G, simulated throttling) of
// home, /schedule, /rates, /activities and the book page, run offline against the production
// build, driving Debian's Chromium; the baseline is a static page of the same server (home's
// hero, no script). Each round audits every page once, in turn (A B A B), RUNS rounds; prints the
// median performance score and LCP, FCP, CLS and TBT (with min–max) as one JSON line, and how many
// audits Lighthouse could not finish and were run again (`retried`). The book page needs a
// session: the demo member signs in through the login screen before each of its audits, which
// keep the browser's storage; every other audit starts with the browser's cookies and the site's storage cleared, so
// a public page is audited as a visitor sees it (Lighthouse's storage reset leaves cookies and
// IndexedDB: the server answers a member's cookie with the app's shell, not the prerendered page,
// and the app restores a session it finds in IndexedDB). Lighthouse is pinned in package-lock.json (13.5.0).
// Needs `npm run build` and Chromium. Usage: node bench/lighthouse-mobile.mjs   (RUNS=3 default;
// PAGES=home,book audits those only; LHR_DIR=<folder> keeps each full report, to see what held a
// page back). Besides Lighthouse's TBT, `cpuTbtMs` counts the same blocking time from each task's
// thread time (CPU time) rather than its wall time, over the tasks Lighthouse's simulation puts in
// TBT's window (lib/simulated-tasks.mjs): on a machine shared with other runs a task's wall time
// grows with the load while its thread time barely does, so it compares two builds where
// Lighthouse's TBT mostly measures the machine. `node bench/lighthouse-tasks.mjs` lists the tasks.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { simulatedTasks } from './lib/simulated-tasks.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, STATIC_PAGE, signIn, spread, startWebServer } from './lib/web-server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const ALL_PAGES = [
  { name: 'static', path: STATIC_PAGE },
  { name: 'home', path: '/' },
  { name: 'schedule', path: '/schedule' },
  { name: 'rates', path: '/rates' },
  { name: 'activities', path: '/activities' },
  { name: 'book', path: '/book/crossfit', member: true },
];
/** PAGES=home,rates audits those only (with the baseline), to look into one page. */
const only = process.env.PAGES?.split(',');
const PAGES = ALL_PAGES.filter(({ name }) => name === 'static' || !only || only.includes(name));

/** Audits again a run Lighthouse could not finish (at most this many times; each one is counted). */
const RETRIES = 2;
let retried = 0;

async function audit(port, url, keepStorage) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouseOnce(port, url, keepStorage);
    const failure = result?.lhr.runtimeError?.code;
    if (!failure) return await measuresOf(result);
    console.error(`lighthouse-mobile: ${url} failed (${failure})${attempt < RETRIES ? ', again' : ''}`);
    if (attempt === RETRIES) throw new Error(`${url}: ${failure} ${RETRIES + 1} times`);
    retried++;
  }
}

async function lighthouseOnce(port, url, keepStorage) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepStorage,
    },
    undefined,
  );
  if (process.env.LHR_DIR && result) {
    mkdirSync(process.env.LHR_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LHR_DIR, name), JSON.stringify(result.lhr));
  }
  return result;
}

async function measuresOf(result) {
  const audits = result?.lhr.audits ?? {};
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    fcpMs: Math.round(value('first-contentful-paint')),
    cls: +value('cumulative-layout-shift').toFixed(3),
    tbtMs: Math.round(value('total-blocking-time')),
    cpuTbtMs: result?.artifacts?.Trace ? (await simulatedTasks(result)).cpuTbtMs : Number.NaN,
  };
}

/**
 * Signs the demo member in, in the browser Lighthouse drives; its storage keeps the session for
 * the next audit (the audits of the other pages reset storage, so this runs before each).
 */
async function signInMember(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default browser context');
  const page = await context.newPage();
  await signIn(page, origin);
  await page.close();
  await browser.close();
}

/**
 * Clears every cookie of the browser Lighthouse drives, and everything the site keeps in it.
 * Lighthouse's own storage reset keeps cookies, IndexedDB and localStorage. After the book page's
 * audit the member's cookie stayed, and the next rounds' public pages were audited as the
 * signed-in shell (a 1.5 KB document) rather than the prerendered page a visitor gets; and once
 * the cookie was cleared, the member's session, kept in IndexedDB, stayed: the app restored it, on
 * home went on to the member's profile (its code and eight reads), and on the other pages renewed it.
 */
async function clearCookiesAndStorage(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default browser context');
  await context.clearCookies();
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.detach();
  await page.close();
  await browser.close();
}

const server = await startWebServer(Number(process.env.BENCH_PORT ?? 3322));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  /** @type {Record<string, any[]>} */
  const runs = Object.fromEntries(PAGES.map(({ name }) => [name, []]));
  // A fresh browser's first audit is the one most often left without a navigation start in its
  // trace (NO_NAVSTART): one audit of the baseline, thrown away, warms it.
  await lighthouseOnce(chrome.port, `${server.origin}${STATIC_PAGE}`, false);
  for (let round = 0; round < RUNS; round++) {
    for (const { name, path, member } of PAGES) {
      if (member) await signInMember(chrome.port, server.origin);
      else await clearCookiesAndStorage(chrome.port, server.origin);
      runs[name].push(await audit(chrome.port, `${server.origin}${path}`, !!member));
    }
  }
  const pages = {};
  for (const [name, list] of Object.entries(runs)) {
    const of = (key) => spread(list.map((r) => r[key]));
    pages[name] = {
      score: of('score'),
      lcpMs: of('lcpMs'),
      fcpMs: of('fcpMs'),
      cls: of('cls'),
      tbtMs: of('tbtMs'),
      cpuTbtMs: of('cpuTbtMs'),
    };
  }
  console.log(
    JSON.stringify({
      bench: 'lighthouse-mobile',
      runs: RUNS,
      retried,
      throttling: 'simulated mobile',
      pages,
    }),
  );
} finally {
  chrome.kill();
  await server.stop();
}
