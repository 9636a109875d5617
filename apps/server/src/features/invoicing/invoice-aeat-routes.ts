import {
  aeatSendingSchema,
  idParamsSchema,
  recordsRangeSchema,
  voidedInvoiceSchema,
  voidInvoiceSchema,
} from '@boxbook/domain';
import { and, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { billingRecords } from '../../infra/db/schema';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { buildRecordsDocument } from './aeat/record-xml';
import { recordsToSend, taxpayerOf } from './aeat/records-to-send';
import { sistemaInformatico } from './software';
import { voidInvoice } from './void-invoice';

const ADMIN = { roles: ['ADMIN' as const] };

/** The box day a record was generated on: FechaHoraHusoGenRegistro is written in the box's zone. */
const generatedOn = sql<string>`substring(${billingRecords.generatedAt} from 1 for 10)`;

/** `/api/invoices`: the AEAT's side of invoicing: sending status, the records as XML, voiding. */
export const invoiceAeatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];

  app.get('/aeat', { config: ADMIN, schema: { tags, response: { 200: aeatSendingSchema } } }, async () =>
    app.aeatSender.status(),
  );

  app.get(
    '/records.xml',
    {
      config: ADMIN,
      schema: {
        tags,
        querystring: recordsRangeSchema,
        response: { 200: z.string().describe('RegFactuSistemaFacturacion XML'), ...refusals('validation') },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const records = await recordsToSend(app.db, and(gte(generatedOn, from), lte(generatedOn, to)));
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="registros-verifactu-${from}-${to}.xml"`)
        .send(buildRecordsDocument(records, taxpayerOf));
    },
  );

  app.post(
    '/:id/void',
    {
      config: ADMIN,
      schema: {
        tags,
        params: idParamsSchema,
        body: voidInvoiceSchema,
        response: {
          201: voidedInvoiceSchema,
          ...refusals(
            'validation',
            'not_found',
            'invoice_voided',
            'invoice_rectified',
            'invoice_not_voidable',
          ),
        },
      },
    },
    async (request, reply) => {
      const record = await inTransaction(app.db, (tx) =>
        voidInvoice(tx, {
          invoiceId: request.params.id,
          reason: request.body.reason,
          by: caller(request).userId,
          software: sistemaInformatico(app.env),
          now: app.clock.now(),
          timeZone: app.env.GYM_TIMEZONE,
        }),
      );
      return reply.code(201).send({
        id: record.invoiceId,
        number: record.invoiceNumber,
        recordPosition: record.position,
        aeatStatus: record.aeatStatus,
      });
    },
  );
};
