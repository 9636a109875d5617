import { toCents } from '@boxbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../../config/env';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import {
  creditLedger,
  invoices,
  leads,
  type RefundRow,
  receipts,
  refunds,
  users,
} from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import type { Mailer } from '../../infra/mail/mailer';
import { queuePush } from '../../infra/push/push-outbox';
import { publishOnCommit } from '../../infra/realtime/event-queue';
import { recordAudit } from '../audit/record-audit';
import { lockPayer } from '../credits/lock-payer';
import { issueInvoice } from '../invoicing/issue-invoice';
import { sistemaInformatico } from '../invoicing/software';
import { mailAddressOf } from '../users/mail-address';
import { setPlan } from '../users/set-plan';
import { receiptNumberText } from './receipt-pdf';
import { refundMail } from './refund-mail';

const RECTIFYING_CONCEPT = {
  ca: (receipt: string) => `Devolució del rebut ${receipt}`,
  es: (receipt: string) => `Devolución del recibo ${receipt}`,
} as const;

/**
 * The refund went through at the provider: records it and does what follows from it, in the
 * caller's one transaction (docs/invoicing.md, Refunds). Locks the member first and the receipt
 * after, the order buying with a receipt takes them. Called again for a refund already recorded
 * (a retry that raced the first), it changes nothing.
 */
export async function applyRefund(
  tx: UnitOfWork,
  input: {
    refundId: string;
    providerRefundId: string;
    plan: 'keep' | 'end';
    now: Date;
    env: Pick<AppEnv, 'GYM_TAX_ID' | 'GYM_LEGAL_NAME' | 'GYM_TIMEZONE' | 'APP_VERSION' | 'PUBLIC_URL'>;
    mailer: Mailer;
  },
): Promise<RefundRow> {
  const [owner] = await tx
    .select({ userId: receipts.userId, leadId: receipts.leadId })
    .from(refunds)
    .innerJoin(receipts, eq(receipts.id, refunds.receiptId))
    .where(eq(refunds.id, input.refundId));
  if (!owner) throw notFound('Refund');
  // A visitor's drop-in has a lead for its payer, with no credits, plan or device to touch.
  const payer = owner.userId === null ? null : await lockPayer(tx, owner.userId);
  const [visitor] =
    owner.leadId === null ? [] : await tx.select().from(leads).where(eq(leads.id, owner.leadId));
  const [receipt] = await tx
    .select()
    .from(receipts)
    .innerJoin(refunds, eq(refunds.receiptId, receipts.id))
    .where(eq(refunds.id, input.refundId))
    .for('update', { of: receipts });
  if (!receipt) throw notFound('Refund');
  if (receipt.refunds.status === 'SUCCEEDED') return receipt.refunds;
  const { receipts: paid, refunds: refund } = receipt;
  const member = payer?.user ?? null;
  const language = member?.language ?? visitor?.language ?? 'es';
  const receiptNumber = receiptNumberText(paid.number ?? 0);

  // The rectifying invoice, when the charge was invoiced (receipts before invoicing have no F2).
  const [f2] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.receiptId, paid.id), eq(invoices.kind, 'F2')));
  const r5 = f2
    ? (
        await issueInvoice(tx, {
          kind: 'R5',
          userId: member?.id ?? null,
          concept: RECTIFYING_CONCEPT[language](receiptNumber),
          totalCents: -refund.amountCents,
          language,
          receiptId: paid.id,
          correctsInvoiceId: f2.id,
          issuer: { nif: input.env.GYM_TAX_ID, name: input.env.GYM_LEGAL_NAME },
          software: sistemaInformatico(input.env),
          now: input.now,
          timeZone: input.env.GYM_TIMEZONE,
        })
      ).invoice
    : null;

  const [sum] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.receiptId, paid.id));
  const whole = (sum?.cents ?? 0) >= toCents(paid.amount);

  // A bought credit goes back with the whole of its price, if it has not been spent: bought credits
  // are one balance, so one still in it is taken. A partial refund keeps it (a discount, not a return).
  let creditTakenBack: boolean | null = null;
  const creditKind =
    paid.purpose === 'CREDIT_ACTIVITY' ? 'ACTIVITY' : paid.purpose === 'CREDIT_OPEN' ? 'OPEN' : null;
  if (member && creditKind && paid.usedAt && whole) {
    const balance = creditKind === 'ACTIVITY' ? member.balanceActivity : member.balanceOpen;
    creditTakenBack = balance > 0;
    if (creditTakenBack) {
      await tx
        .update(users)
        .set(
          creditKind === 'ACTIVITY'
            ? { balanceActivity: sql`${users.balanceActivity} - 1` }
            : { balanceOpen: sql`${users.balanceOpen} - 1` },
        )
        .where(eq(users.id, member.id));
      await tx.insert(creditLedger).values({
        userId: member.id,
        kind: creditKind,
        delta: -1,
        reason: 'ADJUSTMENT',
        createdBy: refund.createdBy,
        note: `${receiptNumber}: ${refund.reason}`.slice(0, 200),
      });
    }
  }

  const planMonth = paid.purpose === 'PLAN' || paid.purpose === 'PLAN_RENEWAL';
  const planEnded = planMonth && input.plan === 'end' && member !== null && member.planId !== null;
  if (member && planEnded) {
    // No plan, no Pro, no request waiting for the 1st.
    await setPlan(tx, {
      by: refund.createdBy,
      user: member,
      planId: null,
      pro: false,
      action: 'plan.leave',
      reason: `refund:${receiptNumber}`,
    });
  }

  const [recorded] = await tx
    .update(refunds)
    .set({
      status: 'SUCCEEDED',
      providerRefundId: input.providerRefundId,
      refundedAt: input.now,
      invoiceId: r5?.id ?? null,
      creditTakenBack,
      planEnded,
    })
    .where(eq(refunds.id, refund.id))
    .returning();
  if (!recorded) throw notFound('Refund');

  await recordAudit(tx, {
    by: refund.createdBy,
    action: 'payment.refund',
    userId: member?.id ?? null,
    after: {
      receiptId: paid.id,
      number: paid.number,
      refundId: refund.id,
      amountCents: refund.amountCents,
      reason: refund.reason,
      automatic: refund.automatic,
      invoice: r5?.invoiceNumber ?? null,
      creditTakenBack,
      planEnded,
    },
  });
  if (member)
    await queuePush(tx, {
      userId: member.id,
      kind: 'refunded',
      params: { amountCents: refund.amountCents, paidWith: paid.paymentMethod },
    });
  await input.mailer.enqueue(tx, {
    to: member ? await mailAddressOf(tx, member) : (visitor?.email ?? ''),
    ...refundMail({
      name: member?.name ?? visitor?.name ?? '',
      language,
      amountCents: refund.amountCents,
      receipt: receiptNumber,
      paidWith: paid.paymentMethod,
      reason: refund.reason,
      automatic: refund.automatic,
      invoice: r5?.invoiceNumber ?? null,
      creditTakenBack: creditTakenBack === true,
      planEnded,
      link: new URL(member ? '/config/your-payments' : '/', input.env.PUBLIC_URL).toString(),
    }),
  });
  if (member) publishOnCommit(tx, { kind: 'user', userId: member.id });
  return recorded;
}
