// Helpers for the web benches (web-weight, lighthouse-mobile): the compiled production server on a
// fresh embedded database with demo data, and a member signed in through the real login screen.
// The server also serves the baseline, a static page: the built web app is copied beside it.
// BENCH_ROOT points at another checkout (a "before" tree) to measure it with the same script.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(process.env.BENCH_ROOT ?? path.resolve(import.meta.dirname, '../..'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The demo member with a plan (README): the book page needs a session. */
export const MEMBER = { cin: '12345678Z', password: 'boxbook-member' };

/** Where the server serves the baseline: no script, the app's stylesheet, home's hero image and words. */
export const STATIC_PAGE = '/bench-static.html';

function staticPage(webDist) {
  const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(
    readFileSync(path.join(webDist, 'index.html'), 'utf8'),
  );
  const ca = JSON.parse(readFileSync(path.join(webDist, 'assets/i18n/ca.json'), 'utf8'));
  return `<!doctype html>
<html lang="ca">
<head>
<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boxbook CrossFit</title>
${stylesheet?.[0] ?? ''}
</head>
<body class="bg-stone-50 text-gray-900 antialiased">
<main>
<section class="relative isolate flex min-h-[88svh] items-end overflow-hidden bg-ink text-white">
<img src="/img/hero.webp" alt="" width="1600" height="900" fetchpriority="high" class="absolute inset-0 -z-10 size-full object-cover">
<div class="mx-auto w-full max-w-6xl px-4 pb-24">
<h1 class="mt-3 max-w-xl text-4xl font-extrabold leading-tight">${ca.home.hero.title}</h1>
<p class="mt-4 max-w-lg text-lg text-gray-200">${ca.home.hero.subtitle}</p>
</div>
</section>
</main>
</body>
</html>
`;
}

/**
 * Starts `apps/server/dist/server.js` (built by `npm run build`) on a copy of the built web app
 * holding the static baseline page too; resolves once /api/ready answers. On a machine loaded by
 * other test runs a start can exceed Fastify's plugin timeout and exit: it is tried three times,
 * on the same folder, so a start after the first finds the database made and the demo data loaded.
 */
export async function startWebServer(port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-web-bench-'));
  for (let attempt = 1; ; attempt++) {
    try {
      return await startWebServerOnce(port, dataDir, attempt === 1);
    } catch (error) {
      if (attempt === 3) {
        rmSync(dataDir, { recursive: true, force: true });
        throw error;
      }
      console.error(`web-server: start ${attempt} failed, again: ${String(error).split('\n').at(-2)}`);
    }
  }
}

async function startWebServerOnce(port, dataDir, first) {
  const entry = path.join(root, 'apps/server/dist/server.js');
  const webDist = path.join(root, 'apps/web/dist');
  if (!existsSync(entry) || !existsSync(path.join(webDist, 'index.html')))
    throw new Error(`build first (npm run build) in ${root}`);
  const webDir = path.join(dataDir, 'web');
  if (first) cpSync(webDist, webDir, { recursive: true });
  writeFileSync(path.join(webDir, STATIC_PAGE), staticPage(webDist));
  const { DATABASE_URL: _db, WORKERS: _w, ...env } = process.env;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's last words, for the error if it never gets ready.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  let exited = null;
  server.once('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const origin = `http://127.0.0.1:${port}`;
  // Five minutes: on a machine shared with other test runs a first start has taken over two.
  for (let i = 0; i < 1200 && exited === null; i++) {
    const ok = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      return {
        origin,
        stop() {
          server.kill('SIGTERM');
          return new Promise((done) => server.once('exit', done)).finally(() =>
            rmSync(dataDir, { recursive: true, force: true }),
          );
        },
      };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  throw new Error(
    `server did not start (${exited === null ? 'not ready in 5 minutes' : `exited: ${exited}`}):\n${output}`,
  );
}

/** Signs the demo member in through the login screen of `page` (a Playwright page). */
export async function signIn(page, origin) {
  await page.goto(`${origin}/auth/login`);
  await page.locator('input[autocomplete=username]').fill(MEMBER.cin);
  await page.locator('input[type=password]').fill(MEMBER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/profile$/);
}

/** Median, min and max of a list of numbers. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

/**
 * Follows the requests of `page` (a Playwright page; call before navigating) and returns a wait
 * for it to be done: loaded, nothing in flight and nothing new for `quietMs`. Playwright's
 * networkidle can come before the load event, and a prerendered page fetches the app only once it
 * has loaded (apps/web/public/assets/start-after-load.js): it would miss the app's code.
 */
export function trackRequests(page) {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  const done = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async function settled(quietMs = 1000) {
    await page.waitForLoadState('load');
    while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100);
  };
}
