import type { ErrorEnvelope } from '@boxbook/domain';

/** A failed API call; `code` is the server's stable key, shown translated as `error.{code}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a refused token came to: a fresh one to replay with, a session that ended, or no server. */
export type Renewal = 'fresh' | 'ended' | 'unreachable';

interface ApiHooks {
  /** The access token to send, renewed first if it is at its end. */
  token: () => Promise<string | null>;
  /** After a 401 to `rejected`: renews the session once for every call that got one. */
  renew: (rejected: string) => Promise<Renewal>;
}

let hooks: ApiHooks = { token: async () => null, renew: async () => 'ended' };

export function configureApiClient(next: ApiHooks): void {
  hooks = next;
}

interface CallInit {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in, sign-up and refresh calls carry no access token and never trigger a refresh. */
  anonymous?: boolean;
}

function send(path: string, init: CallInit, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(new URL(path, window.location.origin), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
}

/**
 * One call to the API. A 401 to a token we sent means it ran out (a phone asleep past its 15
 * minutes): the session is renewed once and the call replayed, so the member never notices.
 */
export async function api<T>(path: string, init: CallInit = {}) {
  const token = init.anonymous ? null : await hooks.token();
  let response = await send(path, init, token);
  if (response.status === 401 && token) {
    const renewal = await hooks.renew(token);
    if (renewal === 'unreachable') throw new TypeError('the session could not be renewed: no network');
    if (renewal === 'fresh') response = await send(path, init, await hooks.token());
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;

  const payload = (await response.json().catch(() => null)) as Partial<ErrorEnvelope> | null;
  if (typeof payload?.code === 'string') {
    throw new ApiError(response.status, payload.code, payload.message ?? response.statusText, payload.field);
  }
  throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'unknown', response.statusText);
}
