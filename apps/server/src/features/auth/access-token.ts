import { type Role, roleSchema } from '@boxbook/domain';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
/** The one algorithm we sign with and accept; `none` and every other one is refused. */
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: number;
  roles: Role[];
  /** The refresh-token family the token was issued for: the session it belongs to. */
  sessionId?: string | undefined;
  /** When the token stops working, by the server's clock. */
  expiresAt?: Date | undefined;
}

const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9]\d{0,9}$/),
  roles: z.array(roleSchema),
  sid: z.string().max(64).optional(),
  exp: z.number(),
});

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired token with an expiry; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
  /** Milliseconds until the claims expire, by the server's clock (never negative). */
  remainingMs(claims: AccessClaims): number;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, roles, sessionId }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = now + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({ roles, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: clock.now(),
          // A token without an expiry would work forever.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const claims = claimsSchema.parse(payload);
        return {
          userId: Number(claims.sub),
          roles: claims.roles,
          sessionId: claims.sid,
          expiresAt: new Date(claims.exp * 1000),
        };
      } catch {
        return null;
      }
    },
    remainingMs: (claims) => Math.max(0, (claims.expiresAt?.getTime() ?? 0) - clock.now().getTime()),
  };
}
