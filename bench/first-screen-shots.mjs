// Screenshots of home (a visitor) and the book page (the demo member) on a phone (390×844) and a
// desktop (1280×800), from the production build, to look at after a change to the first screen.
// Needs `npm run build` and Chromium. Usage: SHOTS_DIR=<folder> node bench/first-screen-shots.mjs
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, signIn, startWebServer, trackRequests } from './lib/web-server.mjs';

const dir = process.env.SHOTS_DIR ?? 'first-screen-shots';
const screens = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const server = await startWebServer(Number(process.env.BENCH_PORT ?? 3323));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  for (const [name, viewport] of Object.entries(screens)) {
    for (const { page: pageName, path: at, member } of [
      { page: 'home', path: '/' },
      { page: 'book', path: '/book/crossfit', member: true },
    ]) {
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
