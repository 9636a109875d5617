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

/** The header that carries a session: pass it as a request's `headers`. */
export type Auth = { authorization: string };

/**
 * Signs in through the API (no screen involved) and answers the session's header and the user's id.
 * `origin` names a server of the test's own (support/own-server.ts); the default is the run's one.
 */
export async function apiLogin(
  request: APIRequestContext,
  cin: string,
  password: string,
  origin = '',
): Promise<{ auth: Auth; userId: number }> {
  const response = await request.post(`${origin}/api/auth/login`, { data: { cin, password } });
  await expect(response, `sign-in of ${cin}`).toBeOK();
  const body = (await response.json()) as { jwt: string; user: { id: number } };
  return { auth: { authorization: `Bearer ${body.jwt}` }, userId: body.user.id };
}
