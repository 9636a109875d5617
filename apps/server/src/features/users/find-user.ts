import {
  creditsShown,
  DEFAULT_AVATAR,
  type MemberSummary,
  type User,
  weeklyAllowance,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type PlanRow, plans, type UserRow, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { countPlanUse } from '../credits/plan-use';

/**
 * Credits per kind = what is left of this week's plan allowance plus the bought balance
 * (see docs/product.md, Credits and plan allowance). A paused (MAINTENANCE) membership has no
 * allowance; bought credits still count. Plan credits lost to late cancellations stay used
 * (countPlanUse). `today` is the gym's date.
 */
async function creditsOf(
  db: DbOrTx,
  user: UserRow,
  plan: PlanRow | null,
  today: string,
): Promise<User['credits']> {
  const activity = weeklyAllowance(user.status, plan, 'ACTIVITY');
  const open = weeklyAllowance(user.status, plan, 'OPEN');
  const used = activity > 0 || open > 0 ? await countPlanUse(db, user.id, today) : { ACTIVITY: 0, OPEN: 0 };
  return {
    activity: creditsShown(activity, used.ACTIVITY, user.balanceActivity),
    open: creditsShown(open, used.OPEN, user.balanceOpen),
  };
}

export async function toUser(db: DbOrTx, row: UserRow, plan: PlanRow | null, today: string): Promise<User> {
  return {
    id: row.id,
    status: row.status,
    discount: row.discount,
    // A dependent without a login of their own has none of these (docs/decisions.md, "Households").
    cin: row.cin ?? '',
    name: row.name,
    surname: row.surname,
    email: row.email ?? '',
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    credits: await creditsOf(db, row, plan, today),
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

export async function findUser(db: DbOrTx, id: number, today: string): Promise<User> {
  const found = await findUserRow(db, id);
  if (!found) throw notFound('User');
  return toUser(db, found.user, found.plan, today);
}

export function toMemberSummary(user: User): MemberSummary {
  const { id, status, name, surname, image, pro, credits, plan } = user;
  return { id, status, name, surname, image, pro, credits, plan };
}
