import {
  chainCheckSchema,
  idParamsSchema,
  invoiceCsvQuerySchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoicePdfQuerySchema,
  quarterRange,
} from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { invoices, receipts, type UserRow, users } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { actsFor, caller, hasRole } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { findInvoicePage, findInvoicesIssued } from './find-invoices';
import { invoiceCsv } from './invoice-csv';
import { invoicePdf } from './invoice-pdf';
import { describeProblem, verifyChain } from './verify-chain';

const ADMIN = { roles: ['ADMIN' as const] };

/**
 * `/api/invoices`: the admin's list of invoices, the accountant's CSV of a quarter, the billing
 * chain's check, and each invoice's PDF for its member or an admin (docs/invoicing.md).
 */
/**
 * Who the invoice names: the member, or, for a dependent, who paid with the dependent's name after
 * (docs/product.md, Households): the payer the receipt records (a guardian's card or Bizum), or for
 * older receipts the guardian while the dependent was one. A simplified invoice's record at the
 * AEAT names no customer, so the chain is the same either way.
 */
async function payerNameOf(
  db: Db,
  member: UserRow | null,
  invoice: { issuedAt: Date; receiptId: string | null },
): Promise<string | null> {
  if (!member) return null;
  const own = `${member.name} ${member.surname}`.trim();
  const [receipt] = invoice.receiptId
    ? await db.select({ payerId: receipts.payerId }).from(receipts).where(eq(receipts.id, invoice.receiptId))
    : [];
  const wasDependent =
    member.guardianId !== null &&
    (member.householdLeftAt === null || invoice.issuedAt < member.householdLeftAt);
  const payerId = receipt?.payerId ?? (wasDependent ? member.guardianId : null);
  if (payerId === null) return own || null;
  const [payer] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.id, payerId));
  return payer ? `${payer.name} ${payer.surname} (${own})`.trim() : own || null;
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];

  app.get(
    '/',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: invoicePageSchema, ...refusals('validation', 'forbidden') },
      },
    },
    (request) => findInvoicePage(app.db, request.query),
  );

  app.get(
    '/csv',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: invoiceCsvQuerySchema,
        response: {
          200: z.string().describe('text/csv; `;` between cells, decimal comma, UTF-8 with a BOM'),
          ...refusals('validation', 'forbidden'),
        },
      },
    },
    async (request, reply) => {
      const { quarter } = request.query;
      const items = await findInvoicesIssued(app.db, quarterRange(quarter));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="facturas-${quarter}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(invoiceCsv(quarter, items));
    },
  );

  app.get(
    '/chain',
    { config: ADMIN, schema: { tags, response: { 200: chainCheckSchema, ...refusals('forbidden') } } },
    async () => {
      const report = await verifyChain(app.db);
      return {
        whole: report.broken === null,
        records: report.records,
        problem: report.broken ? describeProblem(report.broken) : null,
      };
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: invoicePdfQuerySchema,
        response: { ...refusals('validation', 'not_found') },
      },
    },
    async (request, reply) => {
      const by = caller(request);
      const [invoice] = await app.db.select().from(invoices).where(eq(invoices.id, request.params.id));
      // Another member's invoice is answered as one that does not exist: ids are not to be probed.
      // A guardian reads the invoices of the dependents they pay for (docs/product.md, Households).
      if (!invoice || ((invoice.userId === null || !actsFor(by, invoice.userId)) && !hasRole(by, 'ADMIN')))
        throw notFound('Invoice');
      const [member] = invoice.userId
        ? await app.db.select().from(users).where(eq(users.id, invoice.userId))
        : [];
      const payerName = await payerNameOf(app.db, member ?? null, invoice);
      const [corrected] = invoice.correctsInvoiceId
        ? await app.db
            .select({ invoiceNumber: invoices.invoiceNumber, issueDate: invoices.issueDate })
            .from(invoices)
            .where(eq(invoices.id, invoice.correctsInvoiceId))
        : [];
      const pdf = await invoicePdf({
        invoice,
        corrected: corrected ?? null,
        memberName: payerName,
        language: request.query.lang ?? invoice.language,
        environment: app.env.VERIFACTU_ENV,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${invoice.invoiceNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
