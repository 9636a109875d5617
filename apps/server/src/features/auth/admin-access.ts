import { normalizeCin, type UserStatus } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../infra/db/schema';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { revokeAllOfUser } from './refresh-tokens';

export interface AdminAccessChange {
  cin: string;
  /** Give the ADMIN role (and make an INACTIVE account ACTIVE, or the box still has no admin). */
  promote: boolean;
  /** A new password, already hashed; every session of the member is closed, as after a reset. */
  passwordHash: string | null;
  now: Date;
}

export type AdminAccessResult =
  | { ok: true; userId: number; name: string; roles: string[]; status: UserStatus; promoted: boolean }
  | { ok: false; reason: 'not_found' | 'anonymised' };

/**
 * The way back for a box with no admin, or whose admin forgot the password: run from the server's
 * machine by `npm run admin` (admin-command.ts), never over the API. Audited as the box itself
 * (`by` null), with what changed.
 */
export async function restoreAdminAccess(
  tx: UnitOfWork,
  change: AdminAccessChange,
): Promise<AdminAccessResult> {
  const [user] = await tx
    .select()
    .from(users)
    .where(eq(users.cin, normalizeCin(change.cin)))
    .for('update');
  if (!user) return { ok: false, reason: 'not_found' };
  if (user.anonymisedAt) return { ok: false, reason: 'anonymised' };
  const roles = change.promote ? [...new Set([...user.roles, 'ADMIN'])].sort() : user.roles;
  const status: UserStatus = change.promote && user.status === 'INACTIVE' ? 'ACTIVE' : user.status;
  const promoted = roles.length !== user.roles.length || status !== user.status;
  await tx
    .update(users)
    .set({ roles, status, ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}) })
    .where(eq(users.id, user.id));
  if (change.passwordHash) await revokeAllOfUser(tx, user.id, change.now);
  await recordAudit(tx, {
    by: null,
    action: 'user.server_command',
    userId: user.id,
    before: { roles: user.roles, status: user.status },
    after: { roles, status, ...(change.passwordHash ? { password: 'changed' } : {}) },
  });
  publishOnCommit(tx, { kind: 'user', userId: user.id });
  return { ok: true, userId: user.id, name: `${user.name} ${user.surname}`.trim(), roles, status, promoted };
}
