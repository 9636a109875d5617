// What a page's Total Blocking Time is made of: Lighthouse's mobile audit of one page, then every
// main-thread task of 4 ms or more, or that the simulation kept, with its wall and thread time,
// where Lighthouse's simulation puts it (start + length on the slow phone, "pruned" when it was
// too short to keep), BLOCKS when it counts towards TBT, and what it ran (its longest children,
// the scripts it is attributed to). Usage: PAGE=/book/crossfit MEMBER=1 TIMES=2 node
// bench/lighthouse-tasks.mjs  (BENCH_ROOT and BENCH_PORT as for lighthouse-mobile.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { simulatedTasks } from './lib/simulated-tasks.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, STATIC_PAGE, signIn, startWebServer } from './lib/web-server.mjs';

const PAGE = process.env.PAGE ?? '/';
const member = process.env.MEMBER === '1';
const ms = (n) => Math.round(n * 10) / 10;
const file = (url) => url.replace(/^.*\//, '');

/** A visitor's page starts from empty storage; the member's is signed in first. */
async function prepare(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default browser context');
  await context.clearCookies();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (member) await signIn(page, origin);
  await page.close();
  await browser.close();
}

function describe(task) {
  const children = [...task.children]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((child) => {
      const data = child.event.args?.data ?? {};
      const what = `${data.functionName ? `:${data.functionName}` : ''}${data.url ? `@${file(data.url)}` : ''}`;
      return `${child.event.name}${what} ${ms(child.duration)}`;
    });
  return `[${[...task.attributableURLs].map(file).join(',')}] ${children.join(' | ')}`;
}

const server = await startWebServer(Number(process.env.BENCH_PORT ?? 3323));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
try {
  // As in lighthouse-mobile.mjs: a fresh browser's first audit is thrown away.
  await lighthouse(`${server.origin}${STATIC_PAGE}`, { port: chrome.port, logLevel: 'error' });
  for (let i = 0; i < Number(process.env.TIMES ?? 1); i++) {
    await prepare(chrome.port, server.origin);
    const result = await lighthouse(`${server.origin}${PAGE}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: member,
    });
    if (!result || result.lhr.runtimeError) {
      console.log(`${PAGE}: ${result?.lhr.runtimeError?.code ?? 'no result'}`);
      continue;
    }
    /** @type {any} */
    const audits = result.lhr.audits;
    const metrics = audits.metrics.details.items[0];
    const { tasks, cpuTbtMs } = await simulatedTasks(result);
    console.log(
      `\n== ${PAGE}: score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}, FCP ${Math.round(metrics.firstContentfulPaint)}, LCP ${Math.round(metrics.largestContentfulPaint)}, TTI ${Math.round(metrics.interactive)}, TBT ${Math.round(metrics.totalBlockingTime)} (from thread time ${cpuTbtMs}); the trace's own FCP at ${metrics.observedFirstContentfulPaint}`,
    );
    for (const { task, wallMs, threadMs, sim, inWindow, blocking } of tasks) {
      if (!sim && wallMs < 4) continue;
      const place = sim
        ? `sim ${Math.round(sim.start)}+${Math.round(sim.duration)}${inWindow && sim.duration > 50 ? ' BLOCKS' : ''}${blocking > 0 ? ` (thread ${Math.round(blocking)})` : ''}`
        : 'pruned';
      console.log(
        `  ${place} | at ${ms(task.startTime)} wall ${ms(wallMs)} thread ${ms(threadMs)} ${describe(task)}`,
      );
    }
    const requests = audits['network-requests'].details.items
      .filter((r) => r.resourceType !== 'Document')
      .map(
        (r) => `${r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)}@${Math.round(r.networkRequestTime)}`,
      );
    console.log(`requests: ${requests.join(' ')}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}
