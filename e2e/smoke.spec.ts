import { expect, test } from '@playwright/test';
import { apiGet } from './support/api';
import { shoot } from './support/screenshots';

test('server is ready and serves the web app', async ({ page, request }, testInfo) => {
  expect(await apiGet(request, '/ready')).toEqual({ status: 'ok' });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveTitle(/\S/);
  await shoot(page, testInfo, 'home');
});
