import { type APIRequestContext, expect } from '@playwright/test';

/** `/plans` and `/api/plans` both mean GET /api/plans on the test server. */
const apiPath = (p: string) => (p.startsWith('/api/') ? p : `/api${p.startsWith('/') ? '' : '/'}${p}`);

/** GET an API path through Playwright's `request` fixture; asserts a 2xx and returns the JSON. */
export async function apiGet<T = unknown>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(apiPath(path));
  await expect(response, `GET ${apiPath(path)}`).toBeOK();
  return (await response.json()) as T;
}

/** POST a JSON body to an API path; asserts a 2xx and returns the JSON (null for an empty body). */
export async function apiPost<T = unknown>(
  request: APIRequestContext,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await request.post(apiPath(path), { data: body });
  await expect(response, `POST ${apiPath(path)}`).toBeOK();
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
