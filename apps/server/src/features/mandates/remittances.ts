import { type ExportedMonth, exportableMonths, type Remittance } from '@boxbook/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { plans, sepaRemittanceItems, sepaRemittances, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { recordAudit } from '../audit/record-audit';
import type { Invoicing } from '../invoicing/invoicing-context';
import { findCreditor } from './creditor';
import { invoiceDebits } from './invoice-debits';
import { buildPain008 } from './pain008';
import { planRemittance } from './plan-debits';

/** Any constant works; exports wait for each other, so two never count the same first debit. */
const EXPORT_LOCK_ID = 7_270_013;

interface Box {
  proPrice: number;
  topPlanKey: string;
  timeZone: string;
  sepaLeadDays: number;
}

async function exportedRow(db: DbOrTx, month: string) {
  const [row] = await db
    .select({ remittance: sepaRemittances, byName: users.name, bySurname: users.surname })
    .from(sepaRemittances)
    .leftJoin(users, eq(users.id, sepaRemittances.createdBy))
    .where(eq(sepaRemittances.month, `${month}-01`));
  return row ?? null;
}

/** A month's remittance: as exported, if it was; otherwise who it would charge now. */
export async function findRemittance(
  db: DbOrTx,
  { month, today, box }: { month: string; today: string; box: Box },
): Promise<Remittance> {
  const stored = await exportedRow(db, month);
  if (!stored) {
    const planned = await planRemittance(db, { month, today, box });
    const cents = planned.debits.reduce((sum, d) => sum + d.debit.amountCents, 0);
    return {
      month,
      exported: null,
      collectionDate: planned.collectionDate,
      transactions: planned.debits.length,
      controlSum: cents / 100,
      items: planned.debits.map(({ mandate: _m, debit: _d, ...item }) => item),
      skipped: planned.skipped,
    };
  }
  const { remittance, byName, bySurname } = stored;
  const items = await db
    .select({ item: sepaRemittanceItems, user: users, plan: plans })
    .from(sepaRemittanceItems)
    .innerJoin(users, eq(users.id, sepaRemittanceItems.userId))
    .innerJoin(plans, eq(plans.id, sepaRemittanceItems.planId))
    .where(eq(sepaRemittanceItems.remittanceId, remittance.id))
    .orderBy(asc(users.surname), asc(users.name));
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
    transactions: remittance.transactions,
    controlSum: remittance.controlSum,
    items: items.map(({ item, user, plan }) => ({
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
 * can be downloaded again, which issues nothing).
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
  }: {
    by: number;
    month: string;
    now: Date;
    today: string;
    localNow: string;
    box: Box;
    invoicing: Invoicing;
  },
): Promise<Remittance> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXPORT_LOCK_ID})`);
  if (await exportedRow(tx, month))
    throw new AppError('remittance_exported', `${month} was exported already`, { params: { month } });
  if (!exportableMonths(today).includes(month))
    throw new AppError('remittance_month_closed', `${month} cannot be exported today`, { params: { month } });
  const creditor = await findCreditor(tx);
  if (!creditor) throw new AppError('creditor_missing', 'Fill in the box as creditor first');
  const planned = await planRemittance(tx, { month, today, box });
  if (planned.debits.length === 0)
    throw new AppError('remittance_empty', `Nobody to charge in ${month}`, { params: { month } });

  const messageId = `BOXBOOK-${month.replace('-', '')}-${localNow.replace(/\D/g, '').slice(0, 14)}`;
  const debits = planned.debits.map((d) => d.debit);
  const cents = debits.reduce((sum, d) => sum + d.amountCents, 0);
  const xml = buildPain008({
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
      })),
    )
    .returning({ id: sepaRemittanceItems.id, userId: sepaRemittanceItems.userId });
  await invoiceDebits(tx, { month, planned, items, invoicing, now });
  await recordAudit(tx, {
    by,
    action: 'remittance.export',
    after: {
      month,
      messageId,
      transactions: debits.length,
      controlSum: cents / 100,
      collectionDate: planned.collectionDate,
    },
  });
  return findRemittance(tx, { month, today, box });
}
