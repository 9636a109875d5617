import type { AuthResponse, User } from '@boxbook/domain';
import { member } from './render-app';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * What the server answers a sign-in or a refresh with: a JWT issued at `issuedAt` on the server's
 * clock for 15 minutes (see docs/security.md). `name` tells tokens apart in assertions.
 */
export function authAt(issuedAt: number, name: string, user: User = member): AuthResponse {
  const iat = Math.floor(issuedAt / 1000);
  const claims = { sub: String(user.id), roles: user.roles, iat, exp: iat + 900, jti: name };
  return {
    jwt: `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${name}`,
    refreshToken: `refresh-token-of-${name}-0123456789`,
    expiresAt: new Date((iat + 900) * 1000).toISOString(),
    user,
  };
}

/** The token name a request's `Authorization: Bearer <jwt>` header carries, if any. */
export const tokenNameOf = (authorization: string | null | undefined) =>
  authorization?.match(/^Bearer \S+\.\S+\.(\S+)$/)?.[1] ?? null;
