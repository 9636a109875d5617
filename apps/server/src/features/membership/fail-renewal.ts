import { arrayContains } from 'drizzle-orm';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import { type PlanRow, type UserRow, users } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import { queuePush } from '../../infra/push/push-outbox';
import { mailAddressOf } from '../users/mail-address';
import { setPlan } from '../users/set-plan';
import { renewalFailedMail, renewalFailureReason } from './renewal-failed-mail';

/**
 * A renewal that did not go through (see docs/product.md, Plans and renewals, and
 * docs/decisions.md): the plan ends, so the member is in a plain state — no plan allowance, bought
 * credits still book — and joins again from the rates page to pay and get it back. The member is
 * told by push and mail, the admins by mail.
 */
export async function failRenewal(
  tx: UnitOfWork,
  input: { user: UserRow; plan: PlanRow; month: string; error: string; mailer: Mailer; publicUrl: string },
): Promise<void> {
  const { user, plan, month, error } = input;
  await setPlan(tx, {
    by: null,
    user,
    planId: null,
    pro: false,
    action: 'plan.leave',
    reason: `renewal_failed:${error}`,
  });
  await queuePush(tx, { userId: user.id, kind: 'renewal_failed', params: { planId: plan.id } });
  const link = new URL('/config/your-payments', input.publicUrl).toString();
  await input.mailer.enqueue(tx, {
    to: await mailAddressOf(tx, user),
    ...renewalFailedMail({ name: user.name, plan, month, error, link }),
  });
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(arrayContains(users.roles, ['ADMIN']));
  for (const admin of admins)
    if (admin.email)
      await input.mailer.enqueue(tx, {
        to: admin.email,
        subject: `Renovació fallida · Renovación fallida: ${user.name} ${user.surname}`,
        text: `${user.name} ${user.surname} (id ${user.id}), ${plan.nameEs}, ${month.slice(0, 7)}: ${renewalFailureReason(error, 'ca')} · ${renewalFailureReason(error, 'es')} (${error}). La tarifa s'ha aturat · La tarifa se ha detenido.`,
      });
}
