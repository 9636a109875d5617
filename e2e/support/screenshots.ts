import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const screenshotsDir = path.resolve(import.meta.dirname, '../screenshots'); // gitignored

/**
 * Saves a full-page PNG to e2e/screenshots/<project>/<name>.png once the page has settled:
 * network idle, web fonts loaded and every image loaded (lazy ones included).
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<string> {
  // A page holding a long-lived request (event stream, polling) never goes idle: wait a bounded
  // time, then take the picture anyway rather than fail the test over it.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  // Widgets that load when scrolled near (the home contact form) must be there for the picture.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    // A full-page shot shows images below the fold, which lazy loading would leave blank.
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
  const file = path.join(screenshotsDir, testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
