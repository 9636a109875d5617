import {
  exportedMonthSchema,
  exportRemittanceSchema,
  monthParamsSchema,
  remittanceSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { gymToday } from '../../lib/clock';
import { exportRemittance, findRemittance, listExportedMonths, remittanceFile } from './remittances';

const ADMIN = { roles: ['ADMIN' as const] };

/** `2026-11-23T10:05:00`: the box's wall-clock time, as a bank file states its creation. */
const localDateTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(' ', 'T');

/** `/api/mandates/remittances`: each month's direct debits, previewed, exported once, downloaded. */
export const remittanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mandates'];
  const box = async () => {
    const { config } = await app.boxSettings.get();
    return {
      proPrice: config.proPrice,
      topPlanKey: config.topPlanKey,
      timeZone: app.env.GYM_TIMEZONE,
      sepaLeadDays: config.sepaLeadDays,
      firstMonthBilling: config.firstMonthBilling,
      changePlanDayLimit: config.changePlanDayLimit,
    };
  };
  const today = () => gymToday(app.clock, app.env.GYM_TIMEZONE);

  app.get(
    '/remittances',
    { config: ADMIN, schema: { tags, response: { 200: z.array(exportedMonthSchema) } } },
    async () => listExportedMonths(app.db),
  );

  app.get(
    '/remittances/:month',
    { config: ADMIN, schema: { tags, params: monthParamsSchema, response: { 200: remittanceSchema } } },
    async (request) =>
      findRemittance(app.db, { month: request.params.month, today: today(), box: await box() }),
  );

  app.post(
    '/remittances/:month',
    {
      config: ADMIN,
      schema: {
        tags,
        params: monthParamsSchema,
        querystring: exportRemittanceSchema,
        response: {
          201: remittanceSchema,
          ...refusals(
            'prenotice_too_short',
            'remittance_exported',
            'remittance_month_closed',
            'creditor_missing',
            'remittance_empty',
            'invoice_clock_behind',
          ),
        },
      },
    },
    async (request, reply) => {
      const by = caller(request).userId;
      const now = app.clock.now();
      const work = {
        by,
        month: request.params.month,
        now,
        today: today(),
        localNow: localDateTime(now, app.env.GYM_TIMEZONE),
        box: await box(),
        invoicing: app.invoicing,
        mailer: app.mailer,
        publicUrl: app.env.PUBLIC_URL,
        collectionDate: request.query.collectionDate,
      };
      const remittance = await inTransaction(app.db, (tx) => exportRemittance(tx, work));
      void app.mailer.flush();
      return reply.code(201).send(remittance);
    },
  );

  app.get(
    '/remittances/:month/file',
    {
      config: ADMIN,
      schema: {
        tags,
        params: monthParamsSchema,
        response: { 200: z.string().describe('pain.008.001.02 or .001.08 XML'), ...refusals('not_found') },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const xml = await remittanceFile(app.db, month);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="remesa-sepa-${month}.xml"`)
        .send(xml);
    },
  );
};
