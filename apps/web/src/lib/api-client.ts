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

interface ApiHooks {
  getToken: () => string | null;
  /** Called on 401/403: the session is no longer good (spec point 8). */
  onUnauthorized: () => void;
}

let hooks: ApiHooks = { getToken: () => null, onUnauthorized: () => {} };

export function configureApiClient(next: ApiHooks): void {
  hooks = next;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';

  const response = await fetch(new URL(path, window.location.origin), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;

  if (response.status === 401 || response.status === 403) hooks.onUnauthorized();
  const payload = (await response.json().catch(() => null)) as Partial<ErrorEnvelope> | null;
  if (typeof payload?.code === 'string') {
    throw new ApiError(response.status, payload.code, payload.message ?? response.statusText, payload.field);
  }
  throw new ApiError(response.status, response.status >= 500 ? 'internal' : 'unknown', response.statusText);
}
