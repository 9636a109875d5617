import { arrayContains } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { type PlanRow, type UserRow, users } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import { queuePush } from '../../infra/push/push-outbox';
import { setPlan } from './set-plan';

/**
 * A renewal that did not go through (DESIGN.md 4, docs/decisions.md): the plan ends, so the member
 * is in a plain state — no plan allowance, bought credits still book — and joins again from the
 * rates page to pay and get it back. The member is told by push and mail, the admins by mail.
 */
export async function failRenewal(
  tx: Tx,
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
    to: user.email,
    subject: "No s'ha pogut renovar la tarifa · No se ha podido renovar la tarifa",
    text: [
      `Hola ${user.name},`,
      '',
      `No hem pogut cobrar la tarifa ${plan.nameCa} del mes ${month.slice(0, 7)} (${error}). La tarifa s'ha aturat: pots continuar reservant amb els crèdits que tinguis. Per recuperar-la, revisa la targeta a ${link} i torna a contractar-la a la pàgina de tarifes.`,
      '',
      `No hemos podido cobrar la tarifa ${plan.nameEs} del mes ${month.slice(0, 7)} (${error}). La tarifa se ha detenido: puedes seguir reservando con los créditos que tengas. Para recuperarla, revisa la tarjeta en ${link} y vuelve a contratarla en la página de tarifas.`,
    ].join('\n'),
  });
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(arrayContains(users.roles, ['ADMIN']));
  for (const admin of admins)
    await input.mailer.enqueue(tx, {
      to: admin.email,
      subject: `Renovació fallida · Renovación fallida: ${user.name} ${user.surname}`,
      text: `${user.name} ${user.surname} (id ${user.id}), ${plan.nameEs}, ${month.slice(0, 7)}: ${error}. La tarifa s'ha aturat · La tarifa se ha detenido.`,
    });
}
