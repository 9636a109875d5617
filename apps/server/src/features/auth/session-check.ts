import type { Role } from '@boxbook/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { refreshTokens, users } from '../../infra/db/schema';
import type { AccessClaims } from '../../infra/http/caller';
import type { Clock } from '../../lib/clock';

/**
 * How long a process trusts what it last read about a session. A token of a deleted user, of a
 * user whose roles were lowered, or of a session closed by a password change stops working
 * within this time on every process (at once on the process that made the change). The same holds
 * for the dependents a guardian acts for: one who turned 18 is theirs no more.
 */
export const SESSION_CHECK_SECONDS = 30;
const MAX_ENTRIES = 10_000;

interface Checked {
  /** The user's roles now, or null when the user is gone. */
  roles: Role[] | null;
  sessionOpen: boolean;
  /** The dependents the user books and pays for (docs/product.md, Households). */
  dependentIds: number[];
  at: number;
}

export interface SessionCheck {
  /**
   * The claims, with the caller's dependents, when they still hold: the user exists, keeps the
   * roles, the session is open. Null otherwise.
   */
  check(claims: AccessClaims): Promise<AccessClaims | null>;
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
    const dependents = db
      .select({ id: sql`${users.id}`.as('dependent_id') })
      .from(users)
      .where(and(eq(users.guardianId, claims.userId), isNull(users.householdLeftAt)));
    const [row] = await db
      .select({ roles: users.roles, sessionOpen, dependentIds: sql<number[]>`array(${dependents})` })
      .from(users)
      .where(eq(users.id, claims.userId));
    return {
      roles: (row?.roles as Role[]) ?? null,
      sessionOpen: row?.sessionOpen ?? false,
      dependentIds: row?.dependentIds ?? [],
      at: clock.now().getTime(),
    };
  }

  return {
    async check(claims) {
      const key = `${claims.userId}:${claims.sessionId ?? ''}`;
      let checked = cache.get(key);
      if (!checked || clock.now().getTime() - checked.at > SESSION_CHECK_SECONDS * 1000) {
        checked = await read(claims);
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(key, checked);
      }
      const { roles } = checked;
      const holds =
        roles !== null && checked.sessionOpen && claims.roles.every((role) => roles.includes(role));
      return holds ? { ...claims, dependentIds: checked.dependentIds } : null;
    },
    forgetUser(userId) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    },
  };
}
