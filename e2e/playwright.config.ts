import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The server's clock starts here (see apps/server TEST_CLOCK_START); specs set the browser to match. */
export const E2E_NOW = '2026-11-23T08:00:00Z';
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;

/** The specs of trainers' and admins' flows: run at a desk only. */
const STAFF_FLOWS = [
  '**/admin-settings.spec.ts',
  '**/back-office.spec.ts',
  '**/catalog.spec.ts',
  '**/class-sheet.spec.ts',
  // The door is a tablet at the entrance; its spec opens the member's phone itself.
  '**/door.spec.ts',
  '**/household-hand-over.spec.ts',
  '**/mandates.spec.ts',
  '**/invoices.spec.ts',
  '**/leads.spec.ts',
  '**/reports.spec.ts',
  '**/timetable.spec.ts',
  '**/training.spec.ts',
];

// Playwright loads this file in the runner AND in every worker: the runner makes the server's
// data folder (fresh per run, removed at exit) and the workers inherit it through the environment.
const dataDir = process.env.E2E_DATA_DIR ?? makeDataDir();

function makeDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser downloads are not reachable here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No sandbox as root; the network flags stop Chromium's background calls home, which this
      // closed network refuses (noisy, and slow at start-up).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  // Each flow runs on the screen its people use: trainers' and admins' at a desk, everything else
  // (members, visitors, and any new spec) on a phone. Only the accessibility walks run on both.
  projects: [
    {
      name: 'phone',
      testIgnore: STAFF_FLOWS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      testMatch: [...STAFF_FLOWS, '**/accessibility.spec.ts'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  // The production server on embedded PGlite with demo data: the compiled server under its
  // supervisor, as `npm start` runs it. scripts/test.mjs builds it and apps/web/dist beforehand
  // (scripts/build.mjs); this config never builds.
  webServer: {
    // Playwright merges process.env into `env`, so drop DATABASE_URL and WORKERS in the shell:
    // e2e always runs on PGlite, one worker, even when CI exports a PostgreSQL URL for the unit tests.
    command: 'env -u DATABASE_URL -u WORKERS node apps/server/dist/supervisor.js',
    cwd: repoRoot,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Specs give their sign-ups addresses of their own through X-Forwarded-For (support/members.ts).
      TRUST_PROXY: '127.0.0.1',
      DATA_DIR: dataDir,
      // Monday 23 November 2026, 09:00 in Madrid: booking specs plan around a known day and hour.
      TEST_CLOCK_START: E2E_NOW,
    },
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // SIGTERM lets the server close PGlite cleanly; Playwright kills it after 5 s otherwise.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
