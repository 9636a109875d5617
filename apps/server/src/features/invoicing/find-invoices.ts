import {
  type AeatStatus,
  INVOICE_PAGE_SIZE,
  type InvoiceKind,
  type InvoiceListItem,
  type Page,
} from '@boxbook/domain';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../infra/db/client';
import { billingRecords, invoices, users } from '../../infra/db/schema';

export interface InvoiceFilter {
  /** Box dates (issue dates), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  kind?: InvoiceKind | undefined;
  aeatStatus?: AeatStatus | undefined;
}

const alta = alias(billingRecords, 'alta');

/**
 * The invoice's latest registro de alta: a refused alta is corrected by a new one (its
 * `corrects_record_id`), whose answer is the one that counts; the list shows each invoice once.
 */
const latestAlta = and(
  eq(alta.invoiceId, invoices.id),
  eq(alta.kind, 'alta'),
  sql`not exists (select 1 from ${billingRecords} as correction where correction.corrects_record_id = ${alta.id} and correction.kind = 'alta')`,
);
const corrected = alias(invoices, 'corrected');

/** The filter as a WHERE clause over `invoices` joined with its registro de alta (`alta`). */
function whereOf(filter: InvoiceFilter): SQL | undefined {
  return and(
    filter.from ? gte(invoices.issueDate, filter.from) : undefined,
    filter.to ? lte(invoices.issueDate, filter.to) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.aeatStatus ? eq(alta.aeatStatus, filter.aeatStatus) : undefined,
  );
}

/** Invoices with what the list shows of each, in the order given. */
function selectInvoices(db: DbOrTx) {
  return db
    .select({
      invoice: invoices,
      memberName: sql<string | null>`nullif(trim(concat(${users.name}, ' ', ${users.surname})), '')`,
      correctedNumber: corrected.invoiceNumber,
      aeatStatus: alta.aeatStatus,
      // A registro de anulación anywhere in the chain voids the invoice.
      voided: sql<boolean>`exists (select 1 from ${billingRecords} where ${billingRecords.invoiceId} = ${invoices.id} and ${billingRecords.kind} = 'anulacion')`,
    })
    .from(invoices)
    .innerJoin(alta, latestAlta)
    .leftJoin(users, eq(users.id, invoices.userId))
    .leftJoin(corrected, eq(corrected.id, invoices.correctsInvoiceId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

function toListItem(row: SelectedRow): InvoiceListItem {
  const { invoice } = row;
  return {
    id: invoice.id,
    number: invoice.invoiceNumber,
    kind: invoice.kind,
    issuedAt: invoice.issuedAt.toISOString(),
    issueDate: invoice.issueDate,
    memberId: invoice.userId,
    memberName: row.memberName,
    concept: invoice.concept,
    baseCents: invoice.baseCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    vatRateBp: invoice.vatRateBp,
    corrects:
      invoice.correctsInvoiceId !== null && row.correctedNumber !== null
        ? { id: invoice.correctsInvoiceId, number: row.correctedNumber, kind: 'F2' }
        : null,
    aeatStatus: row.aeatStatus,
    voided: Boolean(row.voided),
  };
}

/** One page of the admin's list, newest first. */
export async function findInvoicePage(
  db: DbOrTx,
  filter: InvoiceFilter & { page: number },
): Promise<Page<InvoiceListItem>> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectInvoices(db)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(INVOICE_PAGE_SIZE)
      .offset(filter.page * INVOICE_PAGE_SIZE),
    db.select({ n: count() }).from(invoices).innerJoin(alta, latestAlta).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  return {
    totalPages: Math.ceil(totalElements / INVOICE_PAGE_SIZE),
    totalElements,
    empty: rows.length === 0,
    number: filter.page,
    content: rows.map(toListItem),
  };
}

/** Every invoice of a range, in the order issued (numbers ascending in each series): the CSV's lines. */
export async function findInvoicesIssued(db: DbOrTx, range: { from: string; to: string }) {
  const rows = await selectInvoices(db)
    .where(whereOf(range))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map(toListItem);
}
