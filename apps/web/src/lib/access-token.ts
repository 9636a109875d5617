/** The token is renewed this long before it ends (see docs/product.md, Accounts and sessions). */
export const REFRESH_AHEAD_MS = 60_000;
/** Never sooner than this after a token arrives, whatever it claims. */
const MIN_DELAY_MS = 5_000;

function claimsOf(jwt: string): Record<string, unknown> | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * How long the server made the access token last (`exp - iat`), in ms; null when the token does
 * not say. Only this span is used, measured on the phone's clock from the token's arrival: the
 * phone's idea of the date may be minutes off the server's.
 */
export function tokenLifetimeMs(jwt: string): number | null {
  const claims = claimsOf(jwt);
  const { iat, exp } = claims ?? {};
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return null;
  return (exp - iat) * 1000;
}

/** The id of the user the token was issued to (`sub`), if it says. */
export function tokenSubject(jwt: string): string | null {
  const sub = claimsOf(jwt)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** How long after its arrival a token of this lifetime is renewed: a minute before its end, or halfway. */
export function refreshDelayMs(lifetimeMs: number): number {
  return Math.max(lifetimeMs - REFRESH_AHEAD_MS, lifetimeMs / 2, MIN_DELAY_MS);
}
