import type { User, UserUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plans, users } from '../../infra/db/schema';
import { AppError, forbidden, notFound } from '../../infra/http/app-error';
import { publishEvent } from '../../infra/realtime/events';
import { currentGymWeek } from '../../lib/week';
import type { AccessClaims } from '../auth/access-token';
import { hasRole } from '../auth/authenticate';
import { findUser, findUserRow } from './find-user';

type App = Pick<FastifyInstance, 'db' | 'clock' | 'env' | 'sessions'>;

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

export async function updateUser(
  app: App,
  by: AccessClaims,
  userId: number,
  update: UserUpdate,
): Promise<User> {
  const week = currentGymWeek(app.clock, app.env.GYM_TIMEZONE);
  if (by.userId !== userId && !hasRole(by, 'ADMIN')) throw forbidden();
  const today = app.clock.now().toISOString().slice(0, 10);
  if (update.birth && update.birth > today)
    throw new AppError(400, 'validation', 'birth: in the future', 'birth');
  const updated = await app.db.transaction(async (tx) => {
    const found = await findUserRow(tx, userId);
    if (!found) throw notFound('User');
    const isAdmin = hasRole(by, 'ADMIN');
    if (!isAdmin) assertOnlyPersonalData(update, await findUser(tx, userId, week));
    if (isAdmin && update.plan) {
      const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, update.plan.id));
      if (!plan) throw new AppError(400, 'validation', 'plan: unknown plan', 'plan');
    }
    await tx
      .update(users)
      .set({
        name: update.name,
        surname: update.surname,
        email: update.email,
        phone: update.phone,
        birth: update.birth,
        sex: update.sex,
        ...(isAdmin
          ? {
              observations: update.observations,
              status: update.status,
              discount: update.discount,
              roles: update.roles ? [...new Set(['USER', ...update.roles])] : undefined,
              pro: update.pro,
              planId: update.plan === undefined ? undefined : (update.plan?.id ?? null),
            }
          : {}),
      })
      .where(eq(users.id, userId));
    await publishEvent(tx, { kind: 'user', userId });
    return findUser(tx, userId, week);
  });
  // Lowered roles take effect on this process's next request, not after the session check's time.
  app.sessions.forgetUser(userId);
  return updated;
}
