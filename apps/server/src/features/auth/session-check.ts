import type { Role } from '@boxbook/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { refreshTokens, users } from '../../infra/db/schema';
import type { AccessClaims } from '../../infra/http/caller';
import type { Clock } from '../../lib/clock';

/**
 * How long a process trusts what it last read about a session. A token of a deleted user, of a
 * user whose roles were lowered, or of a session closed by a password change stops working
 * within this time on every process (at once on the process that made the change).
 */
export const SESSION_CHECK_SECONDS = 30;
const MAX_ENTRIES = 10_000;

interface Checked {
  /** The user's roles now, or null when the user is gone. */
  roles: Role[] | null;
  sessionOpen: boolean;
  at: number;
}

export interface SessionCheck {
  /** Whether an access token's claims still hold: the user exists, keeps the roles, the session is open. */
  holds(claims: AccessClaims): Promise<boolean>;
  /** Drops what this process knows of a user's sessions, after a change to them. */
  forgetUser(userId: number): void;
}

export function createSessionCheck(db: DbOrTx, clock: Clock): SessionCheck {
  const cache = new Map<string, Checked>();

  async function read(claims: AccessClaims): Promise<Checked> {
    const { sessionId } = claims;
    const sessionOpen = sessionId
      ? sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId}
          and ${refreshTokens.userId} = ${claims.userId} and ${refreshTokens.revokedAt} is null)`
      : sql<boolean>`true`;
    const [row] = await db
      .select({ roles: users.roles, sessionOpen })
      .from(users)
      .where(eq(users.id, claims.userId));
    return {
      roles: (row?.roles as Role[]) ?? null,
      sessionOpen: row?.sessionOpen ?? false,
      at: clock.now().getTime(),
    };
  }

  return {
    async holds(claims) {
      const key = `${claims.userId}:${claims.sessionId ?? ''}`;
      let checked = cache.get(key);
      if (!checked || clock.now().getTime() - checked.at > SESSION_CHECK_SECONDS * 1000) {
        checked = await read(claims);
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(key, checked);
      }
      const { roles } = checked;
      return roles !== null && checked.sessionOpen && claims.roles.every((role) => roles.includes(role));
    },
    forgetUser(userId) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    },
  };
}
