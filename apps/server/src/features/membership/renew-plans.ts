import { type AppConfig, fromCents, gymInstant, lastDayOfMonth, monthOf } from '@boxbook/domain';
import { and, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { cards, planRenewals, receipts, sepaMandates, type UserRow, users } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import type { Clock } from '../../lib/clock';
import { lockPayer } from '../credits/lock-payer';
import type { Invoicing } from '../invoicing/invoicing-context';
import type { PaymentGateway } from '../payments/payment-gateway';
import { CardError, type ChargeResult } from '../payments/provider/payment-provider';
import { settleCharge } from '../payments/settle-charge';
import type { BoxSettingsStore } from '../settings/box-settings';
import { applyDueRequests } from './apply-requests';
import { failRenewal } from './fail-renewal';
import { monthlyCentsFor } from './join-plan';

export interface RenewalDeps {
  db: Db;
  payments: PaymentGateway;
  clock: Clock;
  settings: BoxSettingsStore;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  invoicing: Invoicing;
}

/** A renewal left PENDING this long ago was cut off (a process stopped mid-charge): finish it. */
const STALE_MS = 10 * 60_000;

export interface RenewalRun {
  month: string;
  charged: number;
  failed: number;
  sepa: number;
  skipped: number;
}

interface Charge {
  renewalId: number;
  receiptId: string;
  customerId: string;
  cardId: string;
  amountCents: number;
  description: string;
}

/**
 * Renews every plan for the month of `today` (see docs/product.md, Plans and renewals): first the
 * requests due on this 1st, then, per member, one `plan_renewals` row taken under the member's row
 * lock before anything is charged. A second run, here or in another process, finds the row and
 * charges nobody twice; the charge's idempotency key (`renewal:{member}:{month}`) makes even a
 * resumed charge the same one.
 */
export async function renewPlans(deps: RenewalDeps, today: string): Promise<RenewalRun> {
  const month = monthOf(today);
  const now = deps.clock.now();
  await applyDueRequests(deps.db, { today, now });
  const { config } = await deps.settings.get();
  const candidates = (await deps.db.execute(sql`
    select u.id from users u
    where u.plan_id is not null
      and not exists (
        select 1 from plan_renewals r where r.user_id = u.id and r.month = ${month}
          and (r.status <> 'PENDING' or r.created_at > ${new Date(now.getTime() - STALE_MS).toISOString()}::timestamptz)
      )
    order by u.id`)) as unknown as { rows: { id: number }[] };
  const run: RenewalRun = { month, charged: 0, failed: 0, sepa: 0, skipped: 0 };
  for (const { id } of candidates.rows) {
    try {
      const outcome = await renewMember(deps, { userId: Number(id), month, config, now });
      run[outcome]++;
    } catch (error) {
      // One member's outage (the provider down) must not stop the others; the row stays PENDING.
      deps.log.error({ err: error, userId: id, month }, 'plan renewal failed to run');
    }
  }
  return run;
}

type Outcome = 'charged' | 'failed' | 'sepa' | 'skipped';

/** Whose card pays a member's month: a dependent's guardian while they are one, else the member. */
async function cardPayerOf(tx: Tx, user: UserRow): Promise<{ id: number; paymentCustomerId: string | null }> {
  if (user.guardianId === null || user.householdLeftAt !== null) return user;
  const [guardian] = await tx
    .select({ id: users.id, paymentCustomerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, user.guardianId));
  return guardian ?? user;
}

async function renewMember(
  deps: RenewalDeps,
  { userId, month, config, now }: { userId: number; month: string; config: AppConfig; now: Date },
): Promise<Outcome> {
  const { payments } = deps;
  const step = await inTransaction(deps.db, async (tx): Promise<Outcome | Charge> => {
    const { user, plan } = await lockPayer(tx, userId);
    if (!plan) return 'skipped';
    const [existing] = await tx
      .select()
      .from(planRenewals)
      .where(and(eq(planRenewals.userId, userId), eq(planRenewals.month, month)));
    if (existing && existing.status !== 'PENDING') return 'skipped';
    const amountCents = monthlyCentsFor(user, plan, user.pro, config);
    const row = {
      userId,
      month,
      planId: plan.id,
      pro: user.pro,
      amount: fromCents(amountCents),
      createdAt: now,
    };
    const record = async (
      method: 'CARD' | 'SEPA' | 'NONE',
      status: 'SEPA' | 'SKIPPED' | 'FAILED',
      errorCode?: string,
    ) => {
      await tx.insert(planRenewals).values({ ...row, method, status, errorCode, finishedAt: now });
    };
    // Joined this month, or joined late last month paying this one too (a fair first month): the
    // joining payment was this month's.
    const monthStart = gymInstant(month, '00:00', config.timeZone);
    const [joined] = await tx
      .select({ id: receipts.id })
      .from(receipts)
      .where(
        and(
          eq(receipts.userId, userId),
          eq(receipts.purpose, 'PLAN'),
          isNotNull(receipts.usedAt),
          or(gte(receipts.usedAt, monthStart), gte(receipts.coversTo, lastDayOfMonth(month))),
        ),
      );
    if (!existing && (joined || user.status !== 'ACTIVE' || amountCents === 0)) {
      await record('NONE', 'SKIPPED');
      return 'skipped';
    }
    const [mandate] = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(and(eq(sepaMandates.userId, userId), isNull(sepaMandates.revokedAt)));
    if (!existing && mandate) {
      // A line of this month's SEPA remittance, which the back office exports.
      await record('SEPA', 'SEPA');
      return 'sepa';
    }
    // A dependent's month is paid with their guardian's default card, as the guardian paid the
    // plan (docs/product.md, Households); the receipt stays the dependent's and names who paid.
    const payer = await cardPayerOf(tx, user);
    const [card] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.userId, payer.id), eq(cards.isDefault, true)));
    if (!card || !payer.paymentCustomerId) {
      if (!existing) await record('NONE', 'FAILED', 'no_card');
      else
        await tx
          .update(planRenewals)
          .set({ status: 'FAILED', errorCode: 'no_card', finishedAt: now })
          .where(eq(planRenewals.id, existing.id));
      await failRenewal(tx, {
        user,
        plan,
        month,
        error: 'no_card',
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
      });
      return 'failed';
    }
    const idempotencyKey = `renewal:${userId}:${month}`;
    await tx
      .insert(receipts)
      .values({
        userId,
        amount: row.amount,
        purpose: 'PLAN_RENEWAL',
        provider: payments.provider.name,
        providerReference: '',
        status: 'PENDING',
        idempotencyKey,
        planId: plan.id,
        pro: user.pro,
        period: month,
        payerId: payer.id === userId ? null : payer.id,
      })
      .onConflictDoNothing({ target: receipts.idempotencyKey });
    const [receipt] = await tx.select().from(receipts).where(eq(receipts.idempotencyKey, idempotencyKey));
    if (!receipt) throw new Error('renewal receipt not stored');
    const renewalId =
      existing?.id ??
      (
        await tx
          .insert(planRenewals)
          .values({ ...row, method: 'CARD', status: 'PENDING', receiptId: receipt.id })
          .returning({ id: planRenewals.id })
      )[0]?.id;
    if (renewalId === undefined) throw new Error('renewal not stored');
    return {
      renewalId,
      receiptId: receipt.id,
      customerId: payer.paymentCustomerId,
      cardId: card.id,
      amountCents,
      description: `${plan.nameEs} ${month.slice(0, 7)}`,
    };
  });
  if (typeof step === 'string') return step;

  let result: ChargeResult;
  try {
    result = await payments.provider.charge({
      customerId: step.customerId,
      paymentMethodId: step.cardId,
      amountCents: step.amountCents,
      description: step.description,
      idempotencyKey: `renewal:${userId}:${month}`,
      offSession: true,
      receiptId: step.receiptId,
    });
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    result = { id: '', status: 'failed', clientSecret: null, error: error.code };
  }
  // Nobody is there to confirm an off-session charge: asking for it is a failure.
  if (result.status === 'requires_action')
    result = { ...result, status: 'failed', error: 'authentication_required' };
  if (result.status === 'processing') return 'skipped';

  return inTransaction(deps.db, async (tx): Promise<Outcome> => {
    const { user, plan } = await lockPayer(tx, userId);
    const settled = await settleCharge(tx, {
      receiptId: step.receiptId,
      result,
      by: null,
      now,
      invoicing: deps.invoicing,
    });
    const succeeded = settled.status === 'SUCCEEDED';
    if (succeeded)
      await tx
        .update(receipts)
        .set({ usedAt: now })
        .where(and(eq(receipts.id, settled.id), isNull(receipts.usedAt)));
    const [finished] = await tx
      .update(planRenewals)
      .set({ status: succeeded ? 'SUCCEEDED' : 'FAILED', errorCode: settled.errorCode, finishedAt: now })
      .where(and(eq(planRenewals.id, step.renewalId), eq(planRenewals.status, 'PENDING')))
      .returning();
    if (!finished) return 'skipped';
    if (succeeded) return 'charged';
    if (plan)
      await failRenewal(tx, {
        user,
        plan,
        month,
        error: settled.errorCode ?? 'card_declined',
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
      });
    return 'failed';
  });
}
