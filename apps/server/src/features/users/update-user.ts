import type { User, UserUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { plans, users } from '../../infra/db/schema';
import { AppError, forbidden, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { hasRole } from '../../infra/http/caller';
import { queueEvent } from '../../infra/realtime/event-queue';
import { changedFields, recordAudit } from '../audit/record-audit';
import { findUser, findUserRow } from './find-user';

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

/** Edits a member: their personal data, or anything but credits for an admin. `today` is the gym's date. */
export async function updateUser(
  tx: Tx,
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
    })
    .where(eq(users.id, userId));
  const { status, discount, pro, planId, roles } = found.user;
  const audited = changedFields({ status, discount, pro, planId, roles: [...roles].sort() }, adminFields);
  if (audited) await recordAudit(tx, { by: by.userId, action: 'user.update', userId, ...audited });
  queueEvent(tx, { kind: 'user', userId });
  return findUser(tx, userId, today);
}
