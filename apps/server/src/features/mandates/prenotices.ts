import type { Creditor } from '@boxbook/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { sepaPrenotices, users } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import { queuePush } from '../../infra/push/push-outbox';
import { mailAddressOf } from '../users/mail-address';
import type { PlannedRemittance } from './plan-debits';
import { debitConcept, prenoticeMail } from './sepa-mail';

/**
 * Tells each member of an exported remittance of their debit, by mail and push, in their language:
 * the amount, the collection date, the mandate's reference, the box's creditor identifier and what
 * it pays (the SEPA Core rulebook's pre-notification). Runs in the export's transaction: a
 * remittance is exported once (a unique month under an advisory lock), and each debit's notice is a
 * row keyed by the debit, so no server process tells a member twice.
 */
export async function prenotify(
  tx: Tx,
  input: {
    planned: PlannedRemittance;
    items: { id: number; endToEndId: string }[];
    creditor: Creditor;
    now: Date;
    mailer: Mailer;
    publicUrl: string;
  },
): Promise<void> {
  const { planned, creditor } = input;
  const itemOf = new Map(input.items.map((item) => [item.endToEndId, item.id]));
  // Who is told is who pays: the member, or the guardian whose mandate pays a dependent's month.
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      guardianId: users.guardianId,
      name: users.name,
      surname: users.surname,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(planned.debits.flatMap((d) => [d.userId, d.mandate.userId]))]));
  const memberOf = new Map(people.map((m) => [m.id, m]));
  const link = new URL('/config/your-payments', input.publicUrl).toString();
  for (const debit of planned.debits) {
    const itemId = itemOf.get(debit.debit.endToEndId);
    const member = memberOf.get(debit.userId);
    const payer = memberOf.get(debit.mandate.userId);
    if (itemId === undefined || !member || !payer)
      throw new Error(`debit ${debit.debit.endToEndId} not written`);
    // A guardian paying for a dependent reads whose month it is.
    const forWhom = payer.id === member.id ? '' : ` (${`${member.name} ${member.surname}`.trim()})`;
    const told = await tx
      .insert(sepaPrenotices)
      .values({ itemId, userId: payer.id, toldAt: input.now })
      .onConflictDoNothing()
      .returning({ itemId: sepaPrenotices.itemId });
    if (told.length === 0) continue;
    const concept = (language: 'ca' | 'es') =>
      debitConcept(
        {
          planName: language === 'ca' ? debit.plan.nameCa : debit.plan.nameEs,
          month: planned.month,
          recollects: debit.recollects,
        },
        language,
      ) + forWhom;
    await input.mailer.enqueue(tx, {
      to: await mailAddressOf(tx, payer),
      ...prenoticeMail({
        name: payer.name,
        language: payer.language,
        amountCents: debit.debit.amountCents,
        collectionDate: planned.collectionDate,
        mandate: debit.reference,
        creditor: { creditorId: creditor.creditorId, name: creditor.name },
        concept: concept(payer.language),
        link,
      }),
    });
    await queuePush(tx, {
      userId: payer.id,
      kind: 'sepa_prenotice',
      params: {
        amountCents: debit.debit.amountCents,
        date: planned.collectionDate,
        mandate: debit.reference,
        creditor: creditor.creditorId,
        conceptCa: concept('ca'),
        conceptEs: concept('es'),
      },
      topic: `sepa-${debit.debit.endToEndId}`,
    });
  }
}
