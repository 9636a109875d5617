import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_NOW } from '../playwright.config';

/** The demo admin's account. */
export const ADMIN = { cin: '00000000T', password: 'boxbook-admin' } as const;

/** The screens a spec opens a browser context of its own on. */
const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desk: { viewport: { width: 1280, height: 800 } },
} as const;

/** Signs `who` in through the sign-in screen, as a person would, and waits for their profile. */
export async function signInOnScreen(page: Page, who: { cin: string; password: string }) {
  await page.goto('/auth/login');
  await page.locator('input[autocomplete=username]').fill(who.cin);
  await page.locator('input[type=password]').fill(who.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/**
 * `who`, signed in in a browser context of their own, at the run's frozen moment, in `language`:
 * a second person beside the test's own page.
 */
export async function signedIn(
  browser: Browser,
  who: { cin: string; password: string },
  { language = 'es', screen = 'desk' }: { language?: 'ca' | 'es'; screen?: keyof typeof SCREENS } = {},
) {
  const context = await browser.newContext({ locale: `${language}-ES`, ...SCREENS[screen] });
  await context.clock.setFixedTime(new Date(E2E_NOW));
  const page = await context.newPage();
  await page.addInitScript((lang) => window.localStorage.setItem('boxbook.lang', lang), language);
  await signInOnScreen(page, who);
  return page;
}

export const signedInAdmin = (browser: Browser, options?: Parameters<typeof signedIn>[2]) =>
  signedIn(browser, ADMIN, options);
