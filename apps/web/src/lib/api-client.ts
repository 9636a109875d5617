import type { ErrorEnvelope, ErrorParams } from '@boxbook/domain';

/**
 * A failed API call; `code` is the server's stable key, shown translated as `error.{code}`, and
 * `params` what the translation may name (why a class cannot be booked, when it opens).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly params?: ErrorParams,
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
  /** Extra headers, such as a payment's Idempotency-Key. */
  headers?: Record<string, string>;
}

function send(path: string, init: CallInit, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
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
 * Sends a call with the session's token. A 401 to a token we sent means it ran out (a phone asleep
 * past its 15 minutes): the session is renewed once and the call replayed, so the member never notices.
 */
async function sendSigned(path: string, init: CallInit): Promise<Response> {
  const token = init.anonymous ? null : await hooks.token();
  const response = await send(path, init, token);
  if (response.status === 401 && token) {
    const renewal = await hooks.renew(token);
    if (renewal === 'unreachable') throw new TypeError('the session could not be renewed: no network');
    if (renewal === 'fresh') return send(path, init, await hooks.token());
  }
  return response;
}

/**
 * The refusal's params if they are what errorParamsSchema allows (strings and numbers by name).
 * Checked by hand: this module is on every page's first download, and zod would add ~25 KiB gzip.
 */
function paramsOfRefusal(value: unknown): ErrorParams | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.values(value);
  return entries.every((v) => typeof v === 'string' || typeof v === 'number')
    ? (value as ErrorParams)
    : undefined;
}

async function failureOf(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as Partial<ErrorEnvelope> | null;
  if (typeof payload?.code === 'string') {
    const { status, statusText } = response;
    const params = paramsOfRefusal(payload.params);
    return new ApiError(status, payload.code, payload.message ?? statusText, payload.field, params);
  }
  return new ApiError(response.status, response.status >= 500 ? 'internal' : 'unknown', response.statusText);
}

/** One call to the API, answered with JSON. */
export async function api<T>(path: string, init: CallInit = {}) {
  const response = await sendSigned(path, init);
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  throw await failureOf(response);
}

/** A file the API sends (an export to download), as a Blob. */
export async function apiFile(path: string, init: CallInit = {}): Promise<Blob> {
  const response = await sendSigned(path, init);
  if (response.ok) return response.blob();
  throw await failureOf(response);
}

/** One call answered with a file (a receipt's PDF), with the session's token like any other. */
export async function apiBlob(path: string): Promise<Blob> {
  const response = await sendSigned(path, {});
  if (response.ok) return response.blob();
  throw await failureOf(response);
}
