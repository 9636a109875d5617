import type { User, UserStatus, UserUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { plans, type UserRow, users } from '../../infra/db/schema';
import { AppError, forbidden, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { hasRole } from '../../infra/http/caller';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { changedFields, recordAudit } from '../audit/record-audit';
import { findUser, findUserRow } from './find-user';
import { assertAdminRemains } from './last-admin';

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  [...a].sort().join() === [...b].sort().join();

/** Fields only an admin may change; a member may send them back unchanged (the app sends the whole user). */
function assertOnlyPersonalData(update: UserUpdate, current: User): void {
  const changed =
    (update.status !== undefined && update.status !== current.status) ||
    (update.discount !== undefined && update.discount !== current.discount) ||
    (update.roles !== undefined && !sameRoles(update.roles, current.roles)) ||
    (update.pro !== undefined && update.pro !== current.pro) ||
    (update.plan !== undefined && (update.plan?.id ?? null) !== (current.plan?.id ?? null)) ||
    (update.observations !== undefined && update.observations !== current.observations);
  if (changed) throw forbidden();
}

/**
 * The rules an admin's change must keep: the box keeps an active admin, and only a member with a
 * plan is in maintenance (it pauses the plan). A member already in maintenance without one (made
 * before this rule) can still have the rest of their data edited.
 */
async function assertAllowedChange(
  tx: Tx,
  userId: number,
  before: UserRow,
  change: {
    status?: UserStatus | undefined;
    roles?: string[] | undefined;
    planId?: number | null | undefined;
  },
): Promise<void> {
  const status = change.status ?? before.status;
  const planId = change.planId === undefined ? before.planId : change.planId;
  const newlyPaused = status === 'MAINTENANCE' && (before.status !== 'MAINTENANCE' || change.planId === null);
  if (newlyPaused && planId === null)
    throw new AppError('maintenance_needs_plan', 'Only a member with a plan can be paused', {
      field: 'status',
    });
  await assertAdminRemains(tx, { userId, before, after: { roles: change.roles ?? before.roles, status } });
}

/** Edits a member: their personal data, or anything but credits for an admin. `today` is the gym's date. */
export async function updateUser(
  tx: UnitOfWork,
  { by, userId, update, today }: { by: AccessClaims; userId: number; update: UserUpdate; today: string },
): Promise<User> {
  if (by.userId !== userId && !hasRole(by, 'ADMIN')) throw forbidden();
  if (update.birth && update.birth > today)
    throw new AppError('validation', 'birth: in the future', { field: 'birth' });
  const found = await findUserRow(tx, userId);
  if (!found) throw notFound('User');
  const isAdmin = hasRole(by, 'ADMIN');
  if (!isAdmin) assertOnlyPersonalData(update, await findUser(tx, userId, today));
  if (isAdmin && update.plan) {
    const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, update.plan.id));
    if (!plan) throw new AppError('validation', 'plan: unknown plan', { field: 'plan' });
  }
  const adminFields = isAdmin
    ? {
        status: update.status,
        discount: update.discount,
        roles: update.roles ? [...new Set(['USER', ...update.roles])].sort() : undefined,
        pro: update.pro,
        planId: update.plan === undefined ? undefined : (update.plan?.id ?? null),
      }
    : {};
  if (isAdmin) await assertAllowedChange(tx, userId, found.user, adminFields);
  await tx
    .update(users)
    .set({
      name: update.name,
      surname: update.surname,
      email: update.email,
      phone: update.phone,
      birth: update.birth,
      sex: update.sex,
      ...(isAdmin ? { observations: update.observations, ...adminFields } : {}),
      // A member given a plan from none starts it today, unpaid: their first SEPA debit pays from here.
      ...(isAdmin && found.user.planId === null && adminFields.planId ? { planSince: today } : {}),
    })
    .where(eq(users.id, userId));
  const { status, discount, pro, planId, roles } = found.user;
  const audited = changedFields({ status, discount, pro, planId, roles: [...roles].sort() }, adminFields);
  if (audited) await recordAudit(tx, { by: by.userId, action: 'user.update', userId, ...audited });
  publishOnCommit(tx, { kind: 'user', userId });
  return findUser(tx, userId, today);
}
