import type { MemberSummary, User } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { plans, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { countPlanUse, weeklyAllowance } from '../credits/plan-use';

export const DEFAULT_AVATAR = '/img/placeholder-avatar.svg';

type UserRow = typeof users.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

export interface WeekRange {
  monday: string;
  sunday: string;
}

/**
 * Credits per kind = what is left of this week's plan allowance plus the bought balance
 * (DESIGN.md 4). A paused (MAINTENANCE) membership has no allowance; bought credits still count.
 * Plan credits lost to late cancellations stay used (countPlanUse).
 */
async function creditsOf(
  db: DbOrTx,
  user: UserRow,
  plan: PlanRow | null,
  week: WeekRange,
): Promise<User['credits']> {
  const activity = weeklyAllowance(user, plan, 'ACTIVITY');
  const open = weeklyAllowance(user, plan, 'OPEN');
  if (activity <= 0 && open <= 0) return { activity: user.balanceActivity, open: user.balanceOpen };
  const used = await countPlanUse(db, user.id, week);
  return {
    activity: Math.max(0, activity - used.ACTIVITY) + user.balanceActivity,
    open: Math.max(0, open - used.OPEN) + user.balanceOpen,
  };
}

export async function toUser(db: DbOrTx, row: UserRow, plan: PlanRow | null, week: WeekRange): Promise<User> {
  return {
    id: row.id,
    status: row.status,
    discount: row.discount,
    cin: row.cin,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    credits: await creditsOf(db, row, plan, week),
    image: row.image ?? DEFAULT_AVATAR,
    observations: row.observations,
    pro: row.pro,
    roles: row.roles as User['roles'],
    birth: row.birth,
    sex: row.sex,
    plan: plan ? { id: plan.id, key: plan.key, name: plan.name } : null,
  };
}

export async function findUserRow(
  db: DbOrTx,
  id: number,
): Promise<{ user: UserRow; plan: PlanRow | null } | null> {
  const [row] = await db
    .select()
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, id));
  return row ? { user: row.users, plan: row.plans } : null;
}

export async function findUser(db: DbOrTx, id: number, week: WeekRange): Promise<User> {
  const found = await findUserRow(db, id);
  if (!found) throw notFound('User');
  return toUser(db, found.user, found.plan, week);
}

export function toMemberSummary(user: User): MemberSummary {
  const { id, status, name, surname, image, pro, credits, plan } = user;
  return { id, status, name, surname, image, pro, credits, plan };
}
