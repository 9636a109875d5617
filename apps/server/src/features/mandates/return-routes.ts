import { returnFileInputSchema, returnImportSchema, sepaReturnsSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { importReturns } from './import-returns';
import { readReturnFile } from './return-files';
import { listReturns } from './returns';

const ADMIN = { roles: ['ADMIN' as const] };

/** `/api/mandates/returns`: the bank's files about returned and rejected debits (docs/sepa.md). */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mandates'];

  app.get('/returns', { config: ADMIN, schema: { tags, response: { 200: sepaReturnsSchema } } }, async () =>
    listReturns(app.db),
  );

  app.post(
    '/returns',
    {
      config: ADMIN,
      bodyLimit: 2_500_000,
      schema: {
        tags,
        body: returnFileInputSchema,
        response: {
          200: returnImportSchema,
          ...refusals(
            'return_file_unreadable',
            'return_file_unknown',
            'return_file_invalid',
            'return_file_foreign',
            'return_file_unknown_debits',
            'creditor_missing',
            'invoice_clock_behind',
          ),
        },
      },
    },
    async (request) => {
      const file = await readReturnFile(request.body.xml);
      const result = await inTransaction(app.db, (tx) =>
        importReturns(tx, {
          by: caller(request).userId,
          xml: request.body.xml,
          file,
          now: app.clock.now(),
          invoicing: app.invoicing,
          mailer: app.mailer,
          publicUrl: app.env.PUBLIC_URL,
        }),
      );
      void app.mailer.flush();
      return result;
    },
  );
};
