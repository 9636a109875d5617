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
}

const claimsSchema = z.object({ sub: z.string().regex(/^\d+$/), roles: z.array(roleSchema) });

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: string): Promise<AccessClaims | null>;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, roles }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const exp = now + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({ roles })
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
        });
        const claims = claimsSchema.parse(payload);
        return { userId: Number(claims.sub), roles: claims.roles };
      } catch {
        return null;
      }
    },
  };
}
