import {
  addMonthsTo,
  bankOfIban,
  type FirstMonthBilling,
  firstSepaDebit,
  gymInstant,
  mandateCoversMonth,
  planMonthlyCents,
  type RemittanceItem,
  type RemittanceSkipReason,
} from '@boxbook/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, max, or } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import {
  type PlanRow,
  planChanges,
  plans,
  receipts,
  sepaMandates,
  sepaRemittanceItems,
  sepaRemittances,
  sepaReturns,
  type UserRow,
  users,
} from '../../infra/db/schema';
import type { MandateRow } from './mandate-rows';
import type { Amendment, Debit } from './pain008';

/** A month's debit before it is written: what the preview shows and what the export stores. */
export interface PlannedDebit extends RemittanceItem {
  mandate: MandateRow;
  debit: Debit;
  /** The return this debit collects again; null for the month's own fee. */
  recollectsReturnId: number | null;
  /** A plan's first debit: the days it pays, when not the month alone (docs/sepa.md). */
  covers: { from: string; to: string } | null;
}

export interface PlannedRemittance {
  month: string;
  collectionDate: string;
  debits: PlannedDebit[];
  skipped: { userId: number; name: string; surname: string; reason: RemittanceSkipReason }[];
}

interface Box {
  proPrice: number;
  topPlanKey: string;
  timeZone: string;
  /** Business days from the export to the collection (the box's `sepaLeadDays`). */
  sepaLeadDays: number;
  /** How a plan's first payment is charged, and the day after which it pays the next month too. */
  firstMonthBilling: FirstMonthBilling;
  changePlanDayLimit: number;
}

/** What the remittance needs of the creditor's settings (docs/sepa.md). */
interface Collecting {
  /** The collection date: the one the admin asked for, or the first the lead days and notice allow. */
  collectionDate: string;
  /** Whether unpaid returns are collected again. */
  recollectReturns: boolean;
}

/**
 * The plan each member holds on the 1st of the month: their plan, unless a change not applied yet
 * takes effect by then (a change to another plan, or none: a leave or a pause).
 */
async function planHolders(db: DbOrTx, monthStart: string) {
  const pending = await db
    .select()
    .from(planChanges)
    .where(and(isNull(planChanges.appliedAt), lte(planChanges.effectiveOn, monthStart)))
    .orderBy(desc(planChanges.effectiveOn), desc(planChanges.id));
  const changeOf = new Map<number, (typeof pending)[number]>();
  for (const change of pending) if (!changeOf.has(change.userId)) changeOf.set(change.userId, change);

  const rows = await db
    .select()
    .from(users)
    .where(or(isNotNull(users.planId), inArray(users.id, [...changeOf.keys(), 0])));
  const planRows = await db.select().from(plans);
  const planById = new Map(planRows.map((p) => [p.id, p]));
  const holders: { user: UserRow; plan: PlanRow; pro: boolean }[] = [];
  for (const user of rows) {
    const change = changeOf.get(user.id);
    const planId = change ? change.toPlanId : user.planId;
    const plan = planId === null ? undefined : planById.get(planId);
    if (plan) holders.push({ user, plan, pro: change ? change.toPro : user.pro });
  }
  return holders.sort(
    (a, b) => a.user.surname.localeCompare(b.user.surname) || a.user.name.localeCompare(b.user.name),
  );
}

/**
 * Members who paid this month's plan some other way: a card or Bizum join or renewal within the
 * month, or a join late last month whose first payment covered this month too (a fair first month).
 */
async function paidByCard(db: DbOrTx, month: string, timeZone: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: receipts.userId })
    .from(receipts)
    .where(
      and(
        inArray(receipts.purpose, ['PLAN', 'PLAN_RENEWAL']),
        eq(receipts.status, 'SUCCEEDED'),
        or(
          and(
            gte(receipts.createdAt, gymInstant(`${month}-01`, '00:00', timeZone)),
            lt(receipts.createdAt, gymInstant(`${addMonthsTo(month, 1)}-01`, '00:00', timeZone)),
          ),
          gte(receipts.coversTo, `${month}-01`),
        ),
      ),
    );
  // Plan receipts are always a member's; a visitor's drop-in (no member) pays no plan.
  return new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])));
}

/**
 * Each member's plan debits so far (re-collections aside): the last month debited, and the last
 * day a first debit paid (null when none paid past its month).
 */
async function debitedBefore(db: DbOrTx) {
  const rows = await db
    .select({
      userId: sepaRemittanceItems.userId,
      lastMonth: max(sepaRemittances.month),
      coversTo: max(sepaRemittanceItems.coversTo),
    })
    .from(sepaRemittanceItems)
    .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
    .where(isNull(sepaRemittanceItems.recollectsReturnId))
    .groupBy(sepaRemittanceItems.userId);
  return new Map(rows.map((r) => [r.userId, r]));
}

/** The last debit each mandate was collected with, in the order remittances were exported. */
async function lastCollections(db: DbOrTx, mandateIds: number[]) {
  if (mandateIds.length === 0) return new Map<number, { iban: string; reference: string }>();
  const rows = await db
    .selectDistinctOn([sepaRemittanceItems.mandateId], {
      mandateId: sepaRemittanceItems.mandateId,
      iban: sepaRemittanceItems.iban,
      reference: sepaRemittanceItems.reference,
    })
    .from(sepaRemittanceItems)
    .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
    .leftJoin(sepaReturns, eq(sepaReturns.itemId, sepaRemittanceItems.id))
    // A returned or rejected debit was never collected: a first debit sent back is FRST again.
    .where(and(inArray(sepaRemittanceItems.mandateId, mandateIds), isNull(sepaReturns.id)))
    .orderBy(sepaRemittanceItems.mandateId, desc(sepaRemittances.id));
  return new Map(rows.map((r) => [r.mandateId, r]));
}

/**
 * FRST for a mandate's first debit, RCUR after it. A mandate corrected since its last debit tells
 * the bank what changed; an account moved to another bank starts again as FRST (EPC rulebook).
 */
function sequenceOf(mandate: MandateRow, last: { iban: string; reference: string } | undefined) {
  if (!last) return { sequenceType: 'FRST' as const, amendment: null };
  const amendment: Amendment = {};
  if (last.reference !== mandate.reference) amendment.originalReference = last.reference;
  const changedBank = last.iban !== mandate.iban && bankOfIban(last.iban) !== bankOfIban(mandate.iban);
  if (changedBank) amendment.changedBank = true;
  else if (last.iban !== mandate.iban) amendment.originalIban = last.iban;
  return {
    sequenceType: changedBank ? ('FRST' as const) : ('RCUR' as const),
    amendment: Object.keys(amendment).length ? amendment : null,
  };
}

/** One debit of the file, from the member's mandate: FRST or RCUR and any amendment as it stands. */
function mandateDebit(
  mandate: MandateRow,
  last: { iban: string; reference: string } | undefined,
  { endToEndId, amountCents, description }: { endToEndId: string; amountCents: number; description: string },
): Debit {
  return {
    endToEndId,
    amountCents,
    ...sequenceOf(mandate, last),
    reference: mandate.reference,
    signedOn: mandate.signedOn,
    holder: mandate.holder,
    iban: mandate.iban,
    bic: mandate.bic,
    description,
  };
}

/** `15/11/2026`, as the debit's description names the days it pays. */
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A plan's first debit (firstSepaDebit): for a member whose plan started on a known day
 * (`plan_since`) and who was not debited since that month; null for a plain monthly debit.
 */
function firstDebitOf({
  user,
  month,
  monthlyCents,
  box,
  lastMonth,
}: {
  user: UserRow;
  month: string;
  monthlyCents: number;
  box: Box;
  lastMonth: string | null | undefined;
}) {
  if (!user.planSince) return null;
  if (lastMonth && lastMonth >= `${user.planSince.slice(0, 7)}-01`) return null;
  return firstSepaDebit({
    monthlyCents,
    planSince: user.planSince,
    month,
    changePlanDayLimit: box.changePlanDayLimit,
    billing: box.firstMonthBilling,
  });
}

/**
 * The mandate that pays a member's debits: their own, or for a dependent still in the household
 * without one, their guardian's, as the guardian's card pays their renewals (docs/decisions.md,
 * "Households finished"). A dependent who left the household (18, or removed) pays their own.
 */
function payingMandate(user: UserRow, mandateOf: Map<number, MandateRow>): MandateRow | undefined {
  const own = mandateOf.get(user.id);
  if (own || user.guardianId === null || user.householdLeftAt !== null) return own;
  return mandateOf.get(user.guardianId);
}

/**
 * Who a month's remittance charges and how much (see docs/product.md, SEPA direct debits, and
 * docs/decisions.md): every ACTIVE member holding a plan on the 1st with a mandate in force, for
 * the plan's monthly fee (planMonthlyCents), unless they paid that month by card or signed the
 * mandate after it (a mandate signed in November does not pay October). A dependent's mandate in
 * force may be their guardian's (payingMandate). The others are listed with why not.
 */
export async function planRemittance(
  db: DbOrTx,
  { month, box, collecting }: { month: string; box: Box; collecting: Collecting },
): Promise<PlannedRemittance> {
  const holders = await planHolders(db, `${month}-01`);
  const mandates = await db.select().from(sepaMandates).where(isNull(sepaMandates.revokedAt));
  const mandateOf = new Map(mandates.map((m) => [m.userId, m]));
  const paid = await paidByCard(db, month, box.timeZone);
  const debited = await debitedBefore(db);
  const monthStart = `${month}-01`;
  // A first debit that paid past its month (joined after the limit day) paid this one too.
  for (const [userId, d] of debited) if (d.coversTo && d.coversTo >= monthStart) paid.add(userId);
  const last = await lastCollections(
    db,
    mandates.map((m) => m.id),
  );
  const planned: PlannedRemittance = {
    month,
    collectionDate: collecting.collectionDate,
    debits: [],
    skipped: [],
  };
  const compact = month.replace('-', '');
  for (const { user, plan, pro } of holders) {
    const mandate = payingMandate(user, mandateOf);
    // The top plan includes Pro: only a Pro on top of another plan is charged.
    const proCharged = pro && plan.key !== box.topPlanKey;
    const monthlyCents = planMonthlyCents({
      price: plan.price,
      pro: proCharged,
      proPrice: box.proPrice,
      discountPercent: user.discount,
      isTopPlan: plan.key === box.topPlanKey,
    });
    const first = firstDebitOf({
      user,
      month,
      monthlyCents,
      box,
      lastMonth: debited.get(user.id)?.lastMonth,
    });
    const amountCents = first?.cents ?? monthlyCents;
    const reason: RemittanceSkipReason | null =
      user.planSince && user.planSince.slice(0, 7) > month
        ? 'JOINED_LATER'
        : user.status === 'INACTIVE'
          ? 'INACTIVE'
          : user.status === 'MAINTENANCE'
            ? 'MAINTENANCE'
            : !mandate
              ? 'NO_MANDATE'
              : !mandateCoversMonth(mandate.signedOn, month)
                ? 'SIGNED_LATER'
                : paid.has(user.id)
                  ? 'PAID'
                  : amountCents === 0
                    ? 'FREE'
                    : null;
    const who = { userId: user.id, name: user.name, surname: user.surname };
    if (reason || !mandate) {
      planned.skipped.push({ ...who, reason: reason ?? 'NO_MANDATE' });
      continue;
    }
    const debit = mandateDebit(mandate, last.get(mandate.id), {
      endToEndId: `BOXBOOK-${compact}-${user.id}`,
      amountCents,
      description: first
        ? `Cuota ${plan.name} ${dayText(first.coversFrom)}-${dayText(first.coversTo)}`
        : `Cuota ${plan.name} ${month.slice(5)}/${month.slice(0, 4)}`,
    });
    const planRef = { id: plan.id, key: plan.key, name: plan.name, nameCa: plan.nameCa, nameEs: plan.nameEs };
    planned.debits.push({
      ...who,
      plan: planRef,
      pro: proCharged,
      discount: user.discount,
      holder: mandate.holder,
      iban: mandate.iban,
      reference: mandate.reference,
      sequenceType: debit.sequenceType,
      amount: amountCents / 100,
      recollects: null,
      toldAt: null,
      recollectsReturnId: null,
      covers: first ? { from: first.coversFrom, to: first.coversTo } : null,
      mandate,
      debit,
    });
  }
  if (collecting.recollectReturns) await addRecollections(db, { planned, mandateOf, last });
  return planned;
}

/**
 * Unpaid returns collected again (the creditor's setting, docs/sepa.md): each as a debit of its
 * own, for the returned amount plus the box's return fee, on the member's mandate in force.
 */
async function addRecollections(
  db: DbOrTx,
  {
    planned,
    mandateOf,
    last,
  }: {
    planned: PlannedRemittance;
    mandateOf: Map<number, MandateRow>;
    last: Map<number, { iban: string; reference: string }>;
  },
) {
  const unpaid = await db
    .select({
      ret: sepaReturns,
      item: sepaRemittanceItems,
      month: sepaRemittances.month,
      user: users,
      plan: plans,
    })
    .from(sepaReturns)
    .innerJoin(sepaRemittanceItems, eq(sepaRemittanceItems.id, sepaReturns.itemId))
    .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
    .innerJoin(users, eq(users.id, sepaReturns.userId))
    .innerJoin(plans, eq(plans.id, sepaRemittanceItems.planId))
    .where(eq(sepaReturns.status, 'UNPAID'))
    .orderBy(asc(users.surname), asc(users.name), asc(sepaReturns.id));
  const compact = planned.month.replace('-', '');
  for (const { ret, item, month, user, plan } of unpaid) {
    const mandate = payingMandate(user, mandateOf);
    if (!mandate) continue;
    const amountCents = ret.amountCents + ret.feeCents;
    const returnedMonth = month.slice(0, 7);
    const debit = mandateDebit(mandate, last.get(mandate.id), {
      endToEndId: `BOXBOOK-${compact}-${user.id}-R${ret.id}`,
      amountCents,
      description: `Cuota devuelta ${plan.name} ${returnedMonth.slice(5)}/${returnedMonth.slice(0, 4)}`,
    });
    planned.debits.push({
      userId: user.id,
      name: user.name,
      surname: user.surname,
      plan: { id: plan.id, key: plan.key, name: plan.name, nameCa: plan.nameCa, nameEs: plan.nameEs },
      pro: item.pro,
      discount: item.discount,
      holder: mandate.holder,
      iban: mandate.iban,
      reference: mandate.reference,
      sequenceType: debit.sequenceType,
      amount: amountCents / 100,
      recollects: returnedMonth,
      toldAt: null,
      recollectsReturnId: ret.id,
      covers: null,
      mandate,
      debit,
    });
  }
}
