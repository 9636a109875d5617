import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Every server still running, stopped after each test even when a test timed out. */
const running = new Set<OwnServer>();
/** The browser contexts signed in on them, closed with them. */
const contexts = new Set<BrowserContext>();
/** A worker that ends without its hooks (killed) takes its servers down with it. */
process.once('exit', () => {
  for (const server of running) server.kill();
});

/** Stops and removes every server a test started; call it from `test.afterEach`. */
export async function disposeOwnServers(): Promise<void> {
  await Promise.all([...contexts].map((context) => context.close()));
  contexts.clear();
  await Promise.all([...running].map((server) => server.dispose()));
}

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/**
 * A server of the test's own (the compiled one, on a fresh embedded database with demo data), for
 * tests that restart it or move its clock: the shared server of the run must not see either.
 */
export class OwnServer {
  readonly origin: string;
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-e2e-own-'));

  constructor(private readonly port: number) {
    running.add(this);
    this.origin = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    // A server left on the port (another run's) would answer instead of ours: say so at once.
    if (await answers(`${this.origin}/api/ready`)) throw new Error(`port ${this.port} is taken`);
    const { DATABASE_URL: _db, WORKERS: _workers, ...env } = process.env;
    this.child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: repoRoot,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.origin,
        DATA_DIR: this.dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        TEST_CLOCK_START: E2E_NOW,
      },
      stdio: 'ignore',
    });
    const child = this.child;
    await expect
      .poll(
        () => {
          if (child.exitCode !== null) throw new Error(`the server ended (${child.exitCode})`);
          return answers(`${this.origin}/api/ready`);
        },
        { timeout: 150_000 },
      )
      .toBe(true);
  }

  /** Ends the process at once, for a worker on its way out. */
  kill(): void {
    this.child?.kill('SIGKILL');
  }

  /** SIGTERM and wait for the process to end (the database stays on disk for the next start). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Moves the server's clock ahead (test-only route, present because TEST_CLOCK_START is set). */
  async advanceClock(minutes: number): Promise<void> {
    const res = await fetch(`${this.origin}/api/test/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes }),
    });
    expect(res.ok).toBe(true);
  }

  async dispose(): Promise<void> {
    await this.stop();
    running.delete(this);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * A browser context of the test's project (phone or desktop) signed in through the login screen of
 * `origin`, its clock at `at` (E2E_NOW unless given).
 */
export async function signedInPage(
  browser: Browser,
  testInfo: TestInfo,
  origin: string,
  member: { cin: string; password: string; lang: 'ca' | 'es' },
  /** The browser's clock; the server's own, if the test moved it. */
  at = new Date(E2E_NOW),
): Promise<Page> {
  const { cin, password, lang } = member;
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  // No service worker: these tests are about what the page itself does when the server goes away
  // or the token runs out; a worker installing meanwhile would add its own fetches and reloads.
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
    ...(deviceScaleFactor === undefined ? {} : { deviceScaleFactor }),
    baseURL: origin,
    locale: lang === 'ca' ? 'ca-ES' : 'es-ES',
    serviceWorkers: 'block',
  });
  contexts.add(context);
  await context.clock.setFixedTime(at);
  const page = await context.newPage();
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill(cin);
  await page.locator('input[type=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

/** Adds a gymnastics class of `maxPeople` on Mondays at `startTime`–`endTime` (as a trainer). */
export async function addMondayClass(
  origin: string,
  startTime: string,
  endTime: string,
  maxPeople: number,
): Promise<void> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cin: '11111111H', password: 'boxbook-trainer' }),
  }).then((r) => r.json() as Promise<{ jwt: string }>);
  const gymnastics = (await fetch(`${origin}/api/activities/byName/gymnastics`).then((r) => r.json())) as {
    id: number;
  };
  const monday = (await fetch(`${origin}/api/calendar/calendar/0`).then((r) => r.json())) as {
    classes: {
      id: number;
      activity: { id: number };
      startTime: string;
      endTime: string;
      maxPeople: number;
    }[];
  };
  const classes = monday.classes.map((c) => ({
    id: c.id,
    activityId: c.activity.id,
    startTime: c.startTime,
    endTime: c.endTime,
    maxPeople: c.maxPeople,
  }));
  classes.push({
    id: undefined as unknown as number,
    activityId: gymnastics.id,
    startTime,
    endTime,
    maxPeople,
  });
  const res = await fetch(`${origin}/api/calendar/0`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.jwt}` },
    body: JSON.stringify({ id: 0, classes: classes.map(({ id, ...rest }) => (id ? { id, ...rest } : rest)) }),
  });
  expect(res.ok).toBe(true);
}
