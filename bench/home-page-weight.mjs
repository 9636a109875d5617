// Measures what a phone downloads to show the home page: gzipped JavaScript and CSS, and the
// number of requests. Needs the web build (`npm run build -w @boxbook/web`) and Chromium.
// Prints one JSON line. Usage: node bench/home-page-weight.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { trackRequests } from './lib/web-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3320);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-bench-'));
const { DATABASE_URL: _ignored, ...env } = process.env;
// node --import tsx keeps the server one process, so killing it leaves no orphan behind.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});

async function waitReady() {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

try {
  await waitReady();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes = { js: 0, css: 0, requests: 0 };
  const pending = [];
  page.on('response', (response) => {
    sizes.requests++;
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  const started = performance.now();
  const settled = trackRequests(page);
  await page.goto(`http://127.0.0.1:${port}/`);
  await settled();
  const loadMs = Math.round(performance.now() - started);
  await Promise.all(pending);
  await browser.close();
  console.log(
    JSON.stringify({
      bench: 'home-page-weight',
      jsGzipKiB: +(sizes.js / 1024).toFixed(1),
      cssGzipKiB: +(sizes.css / 1024).toFixed(1),
      requests: sizes.requests,
      loadMsLocal: loadMs,
    }),
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
