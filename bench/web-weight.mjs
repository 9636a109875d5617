// What a phone downloads to show each measured page, read from Chromium's network log (CDP
// Network events): bytes on the wire per kind (document, script, stylesheet, image, fetch, other),
// requests, and the script total gzipped at level 9 (the figure the 150 KiB budget of home is
// about, independent of the server's compression). Cold cache for every page, until it has loaded
// and the network has been idle for a second. The baseline is a static page of the same server
// (home's hero, no script).
// Needs `npm run build` and Chromium. Prints one JSON line. Usage: node bench/web-weight.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  STATIC_PAGE,
  signIn,
  startWebServer,
  trackRequests,
} from './lib/web-server.mjs';

const HOME_JS_BUDGET_KIB = 150;
const PAGES = [
  { name: 'static', path: STATIC_PAGE },
  { name: 'home', path: '/' },
  { name: 'schedule', path: '/schedule' },
  { name: 'rates', path: '/rates' },
  { name: 'activities', path: '/activities' },
  { name: 'book', path: '/book/crossfit', member: true },
];
const KINDS = { Document: 'html', Script: 'js', Stylesheet: 'css', Image: 'img', Fetch: 'api', XHR: 'api' };
const kib = (bytes) => +(bytes / 1024).toFixed(1);

/** @param {{ path: string, member?: boolean }} target */
async function measure(browser, origin, target) {
  const { path, member } = target;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ca-ES' });
  const page = await context.newPage();
  if (member) await signIn(page, origin);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const kindOf = new Map();
  const wire = { html: 0, js: 0, css: 0, img: 0, api: 0, other: 0 };
  let requests = 0;
  const scripts = [];
  cdp.on('Network.responseReceived', (e) => kindOf.set(e.requestId, KINDS[e.type] ?? 'other'));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kindOf.get(e.requestId);
    if (!kind) return;
    requests++;
    wire[kind] += e.encodedDataLength;
    if (kind === 'js')
      scripts.push(
        cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
          (r) => gzipSync(Buffer.from(r.body, r.base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length,
          () => 0,
        ),
      );
  });
  const settled = trackRequests(page);
  await page.goto(`${origin}${path}`);
  await settled();
  const jsGzip = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  await context.close();
  return {
    jsGzipKiB: kib(jsGzip),
    wireKiB: Object.fromEntries(Object.entries(wire).map(([k, v]) => [k, kib(v)])),
    totalKiB: kib(Object.values(wire).reduce((a, b) => a + b, 0)),
    requests,
  };
}

const server = await startWebServer(Number(process.env.BENCH_PORT ?? 3321));
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const pages = {};
  for (const p of PAGES) pages[p.name] = await measure(browser, server.origin, p);
  await browser.close();
  const homeJs = pages.home.jsGzipKiB;
  console.log(
    JSON.stringify({
      bench: 'web-weight',
      viewport: '390x844',
      homeJsBudget: { kib: HOME_JS_BUDGET_KIB, met: homeJs <= HOME_JS_BUDGET_KIB },
      pages,
    }),
  );
} finally {
  await server.stop();
}
