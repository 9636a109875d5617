import {
  type Creditor,
  type ExportedMonth,
  exportableMonths,
  type FirstMonthBilling,
  firstAllowedCollectionDate,
  type Remittance,
} from '@boxbook/domain';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import {
  plans,
  sepaPrenotices,
  sepaRemittanceItems,
  sepaRemittances,
  sepaReturns,
  users,
} from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import type { Mailer } from '../../infra/mail/mailer';
import { recordAudit } from '../audit/record-audit';
import type { Invoicing } from '../invoicing/invoicing-context';
import { findCreditor } from './creditor';
import { invoiceDebits } from './invoice-debits';
import { buildPain008 } from './pain008';
import { planRemittance } from './plan-debits';
import { prenotify } from './prenotices';

/** Any constant works; exports wait for each other, so two never count the same first debit. */
const EXPORT_LOCK_ID = 7_270_013;

interface Box {
  proPrice: number;
  topPlanKey: string;
  timeZone: string;
  sepaLeadDays: number;
  firstMonthBilling: FirstMonthBilling;
  changePlanDayLimit: number;
}

async function exportedRow(db: DbOrTx, month: string) {
  const [row] = await db
    .select({ remittance: sepaRemittances, byName: users.name, bySurname: users.surname })
    .from(sepaRemittances)
    .leftJoin(users, eq(users.id, sepaRemittances.createdBy))
    .where(eq(sepaRemittances.month, `${month}-01`));
  return row ?? null;
}

/** What the creditor's settings say of a remittance exported today (docs/sepa.md). */
const collectingOf = (month: string, today: string, box: Box, creditor: Creditor | null, asked?: string) => {
  const firstAllowed = firstAllowedCollectionDate(month, today, {
    leadDays: box.sepaLeadDays,
    noticeDays: creditor?.noticeDays ?? 14,
  });
  return {
    firstAllowed,
    collecting: {
      collectionDate: asked ?? firstAllowed,
      recollectReturns: creditor?.recollectReturns ?? true,
    },
  };
};

/** A month's remittance: as exported, if it was; otherwise who it would charge now. */
export async function findRemittance(
  db: DbOrTx,
  { month, today, box }: { month: string; today: string; box: Box },
): Promise<Remittance> {
  const stored = await exportedRow(db, month);
  const { firstAllowed, collecting } = collectingOf(month, today, box, await findCreditor(db));
  if (!stored) {
    const planned = await planRemittance(db, { month, box, collecting });
    const cents = planned.debits.reduce((sum, d) => sum + d.debit.amountCents, 0);
    return {
      month,
      exported: null,
      collectionDate: planned.collectionDate,
      firstAllowedDate: firstAllowed,
      transactions: planned.debits.length,
      controlSum: cents / 100,
      items: planned.debits.map(
        ({ mandate: _m, debit: _d, recollectsReturnId: _r, covers: _c, ...item }) => item,
      ),
      skipped: planned.skipped,
    };
  }
  const { remittance, byName, bySurname } = stored;
  const items = await db
    .select({
      item: sepaRemittanceItems,
      user: users,
      plan: plans,
      toldAt: sepaPrenotices.toldAt,
      recollectedMonth: sql<string | null>`(
        select to_char(r.month, 'YYYY-MM') from ${sepaReturns} ret
          join ${sepaRemittanceItems} i on i.id = ret.item_id
          join ${sepaRemittances} r on r.id = i.remittance_id
          where ret.id = ${sepaRemittanceItems.recollectsReturnId})`,
    })
    .from(sepaRemittanceItems)
    .innerJoin(users, eq(users.id, sepaRemittanceItems.userId))
    .innerJoin(plans, eq(plans.id, sepaRemittanceItems.planId))
    .leftJoin(sepaPrenotices, eq(sepaPrenotices.itemId, sepaRemittanceItems.id))
    .where(eq(sepaRemittanceItems.remittanceId, remittance.id))
    .orderBy(asc(users.surname), asc(users.name), asc(sepaRemittanceItems.id));
  return {
    month,
    exported: {
      at: remittance.createdAt.toISOString(),
      by:
        remittance.createdBy === null
          ? null
          : { id: remittance.createdBy, name: `${byName ?? ''} ${bySurname ?? ''}`.trim() },
      messageId: remittance.messageId,
    },
    collectionDate: remittance.collectionDate,
    firstAllowedDate: firstAllowed,
    transactions: remittance.transactions,
    controlSum: remittance.controlSum,
    items: items.map(({ item, user, plan, toldAt, recollectedMonth }) => ({
      userId: user.id,
      name: user.name,
      surname: user.surname,
      plan: { id: plan.id, key: plan.key, name: plan.name, nameCa: plan.nameCa, nameEs: plan.nameEs },
      pro: item.pro,
      discount: item.discount,
      holder: item.holder,
      iban: item.iban,
      reference: item.reference,
      sequenceType: item.sequenceType,
      amount: item.amount,
      recollects: recollectedMonth,
      toldAt: toldAt?.toISOString() ?? null,
    })),
    skipped: [],
  };
}

/** The months exported so far, newest first. */
export async function listExportedMonths(db: DbOrTx): Promise<ExportedMonth[]> {
  const rows = await db.select().from(sepaRemittances).orderBy(desc(sepaRemittances.month));
  return rows.map((r) => ({
    month: r.month.slice(0, 7),
    at: r.createdAt.toISOString(),
    transactions: r.transactions,
    controlSum: r.controlSum,
  }));
}

/** The pain.008 file of an exported month, exactly as it was first downloaded. */
export async function remittanceFile(db: DbOrTx, month: string): Promise<string> {
  const stored = await exportedRow(db, month);
  if (!stored) throw notFound('Remittance');
  return stored.remittance.xml;
}

/**
 * Exports a month: its debits are written with the file, each with its simplified invoice (F2),
 * and the month is marked so that it is never charged again (a second export is refused; the file
 * can be downloaded again, which issues nothing). Each member is told of their debit in the same
 * transaction (pre-notification, docs/sepa.md), so they are told once, and a collection date
 * sooner than the box's notice allows is refused with the first date that does.
 */
export async function exportRemittance(
  tx: Tx,
  {
    by,
    month,
    now,
    today,
    localNow,
    box,
    invoicing,
    mailer,
    publicUrl,
    collectionDate,
  }: {
    by: number;
    month: string;
    now: Date;
    today: string;
    localNow: string;
    box: Box;
    invoicing: Invoicing;
    mailer: Mailer;
    publicUrl: string;
    /** A later collection date the admin asked for; the first allowed one when not given. */
    collectionDate?: string | undefined;
  },
): Promise<Remittance> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXPORT_LOCK_ID})`);
  if (await exportedRow(tx, month))
    throw new AppError('remittance_exported', `${month} was exported already`, { params: { month } });
  if (!exportableMonths(today).includes(month))
    throw new AppError('remittance_month_closed', `${month} cannot be exported today`, { params: { month } });
  const creditor = await findCreditor(tx);
  if (!creditor) throw new AppError('creditor_missing', 'Fill in the box as creditor first');
  const { firstAllowed, collecting } = collectingOf(month, today, box, creditor, collectionDate);
  if (collecting.collectionDate < firstAllowed)
    throw new AppError('prenotice_too_short', `Members must be told ${creditor.noticeDays} days ahead`, {
      field: 'collectionDate',
      params: { firstAllowed, noticeDays: creditor.noticeDays },
    });
  const planned = await planRemittance(tx, { month, box, collecting });
  if (planned.debits.length === 0)
    throw new AppError('remittance_empty', `Nobody to charge in ${month}`, { params: { month } });

  const messageId = `BOXBOOK-${month.replace('-', '')}-${localNow.replace(/\D/g, '').slice(0, 14)}`;
  const debits = planned.debits.map((d) => d.debit);
  const cents = debits.reduce((sum, d) => sum + d.amountCents, 0);
  const xml = buildPain008({
    version: creditor.messageVersion,
    messageId,
    createdAt: localNow,
    collectionDate: planned.collectionDate,
    creditor,
    debits,
  });
  const [remittance] = await tx
    .insert(sepaRemittances)
    .values({
      month: `${month}-01`,
      messageId,
      collectionDate: planned.collectionDate,
      transactions: debits.length,
      controlSum: cents / 100,
      xml,
      createdBy: by,
      createdAt: now,
    })
    .returning({ id: sepaRemittances.id });
  if (!remittance) throw new Error('remittance not saved');
  const items = await tx
    .insert(sepaRemittanceItems)
    .values(
      planned.debits.map((d) => ({
        remittanceId: remittance.id,
        userId: d.userId,
        mandateId: d.mandate.id,
        planId: d.plan.id,
        pro: d.pro,
        discount: d.discount,
        amount: d.amount,
        sequenceType: d.sequenceType,
        endToEndId: d.debit.endToEndId,
        holder: d.holder,
        iban: d.iban,
        reference: d.reference,
        recollectsReturnId: d.recollectsReturnId,
        coversFrom: d.covers?.from ?? null,
        coversTo: d.covers?.to ?? null,
      })),
    )
    .returning({ id: sepaRemittanceItems.id, endToEndId: sepaRemittanceItems.endToEndId });
  await invoiceDebits(tx, { month, planned, items, invoicing, now });
  const recollected = planned.debits.flatMap((d) =>
    d.recollectsReturnId === null ? [] : [d.recollectsReturnId],
  );
  if (recollected.length)
    await tx.update(sepaReturns).set({ status: 'RECOLLECTED' }).where(inArray(sepaReturns.id, recollected));
  await prenotify(tx, { planned, items, creditor, now, mailer, publicUrl });
  await recordAudit(tx, {
    by,
    action: 'remittance.export',
    after: {
      month,
      messageId,
      transactions: debits.length,
      controlSum: cents / 100,
      collectionDate: planned.collectionDate,
      messageVersion: creditor.messageVersion,
    },
  });
  return findRemittance(tx, { month, today, box });
}
