// Screenshots of home, /activities, /rates, /schedule, /contact (a visitor) and the book page (the
// demo member) on a phone (390×844) and a desktop (1280×800), from the production build, to look
// at after a change to the first screen. Needs `npm run build` and Chromium.
// Usage: SHOTS_DIR=<folder> node bench/first-screen-shots.mjs   (PAGES=home,activities: those only)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, signIn, startWebServer, trackRequests } from './lib/web-server.mjs';

const dir = process.env.SHOTS_DIR ?? 'first-screen-shots';
const ALL_PAGES = [
  { page: 'home', path: '/' },
  { page: 'activities', path: '/activities' },
  { page: 'rates', path: '/rates' },
  { page: 'schedule', path: '/schedule' },
  { page: 'contact', path: '/contact' },
  { page: 'book', path: '/book/crossfit', member: true },
];
const only = process.env.PAGES?.split(',');
const PAGES = ALL_PAGES.filter(({ page }) => !only || only.includes(page));
const screens = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const server = await startWebServer(Number(process.env.BENCH_PORT ?? 3323));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const [name, viewport] of Object.entries(screens)) {
    for (const { page: pageName, path: at, member } of PAGES) {
      const context = await browser.newContext({ viewport, locale: 'ca-ES' });
      const page = await context.newPage();
      if (member) await signIn(page, server.origin);
      const settled = trackRequests(page);
      await page.goto(`${server.origin}${at}`);
      await settled();
      await page.screenshot({ path: path.join(dir, `${pageName}-${name}.png`) });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
