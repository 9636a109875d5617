import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import config, { E2E_NOW } from '../playwright.config';
import { signInOnScreen } from './sign-in';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');

export const DEMO = {
  member: { cin: '12345678Z', password: 'boxbook-member' },
  trainer: { cin: '11111111H', password: 'boxbook-trainer' },
  admin: { cin: '00000000T', password: 'boxbook-admin' },
} as const;

/**
 * A production server of the spec's own on a fresh embedded database with demo data (the installable
 * app's proofs count devices, rewrite the built app, and book: the shared server must see none of it).
 * `webDist` serves another copy of the built web app.
 */
export class AppServer {
  readonly origin: string;
  private child: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-e2e-pwa-'));

  private constructor(
    port: number,
    private readonly webDist: string,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  /** Started on a free port (other suites run servers of their own on this machine too). */
  static async start(webDist = WEB_DIST): Promise<AppServer> {
    const server = new AppServer(await freePort(), webDist);
    try {
      await server.start();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  private async start(): Promise<void> {
    const { DATABASE_URL: _db, WORKERS: _workers, ...env } = process.env;
    this.child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: repoRoot,
      env: {
        ...env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: new URL(this.origin).port,
        PUBLIC_URL: this.origin,
        DATA_DIR: this.dataDir,
        WEB_DIST_DIR: this.webDist,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        TEST_CLOCK_START: E2E_NOW,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        () =>
          fetch(`${this.origin}/api/ready`).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 150_000 },
      )
      .toBe(true);
  }

  async dispose(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null)
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** An access token for API calls the test makes itself. */
  async tokenOf(who: { cin: string; password: string }): Promise<{ jwt: string; userId: number }> {
    const res = await fetch(`${this.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(who),
    });
    expect(res.ok).toBe(true);
    const body = (await res.json()) as { jwt: string; user: { id: number } };
    return { jwt: body.jwt, userId: body.user.id };
  }

  async call<T>(
    who: { cin: string; password: string },
    method: string,
    url: string,
    body?: unknown,
  ): Promise<T> {
    const { jwt } = await this.tokenOf(who);
    const res = await fetch(`${this.origin}${url}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(res.ok, `${method} ${url}: ${res.status}`).toBe(true);
    return (res.status === 204 ? null : await res.json()) as T;
  }
}

/** A port nothing listens on now: the OS picks it, we let it go and the server takes it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A copy of the built web app that a test may change (a "new build"). */
export function copyOfWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-e2e-dist-'));
  cpSync(WEB_DIST, dir, { recursive: true });
  return dir;
}

/** Chromium as the run's config launches it. */
const launch = config.use?.launchOptions ?? {};

/**
 * A browser profile on disk: Chromium treats Playwright's usual contexts as incognito, where an
 * app is never installable and the Push API is off.
 */
export async function persistentContext(
  origin: string,
  testInfo: TestInfo,
  options: { permissions?: string[]; locale?: string } = {},
): Promise<BrowserContext> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boxbook-e2e-profile-'));
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(dir, {
    ...launch,
    baseURL: origin,
    viewport: viewport ?? null,
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(deviceScaleFactor !== undefined ? { deviceScaleFactor } : {}),
    locale: options.locale ?? 'es-ES',
    permissions: options.permissions ?? [],
  });
  // The browser may still be writing its cache as it closes: a leftover temp folder is no failure.
  context.on('close', () => {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // left to the system's temp cleaning
    }
  });
  return context;
}

/** Signs in through the login screen, in `lang`, the page's clock at the server's start. */
export async function signIn(
  page: Page,
  who: { cin: string; password: string },
  lang: 'ca' | 'es',
): Promise<void> {
  await page.clock.setFixedTime(new Date(E2E_NOW));
  await page.addInitScript((l) => window.localStorage.setItem('boxbook.lang', l), lang);
  await signInOnScreen(page, who);
}

/** A new incognito-like context on `origin`, signed in. */
export async function signedInContext(
  browser: Browser,
  origin: string,
  who: { cin: string; password: string },
  lang: 'ca' | 'es',
): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, locale: lang === 'ca' ? 'ca-ES' : 'es-ES' });
  const page = await context.newPage();
  await signIn(page, who, lang);
  return page;
}

/** Waits until the app's service worker controls the page (it registers once the app is stable). */
export async function serviceWorkerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 45_000,
    })
    .toMatch(/\/sw\.js$/);
}
