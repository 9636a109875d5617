import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { paymentEvents, receipts } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { refusals } from '../../infra/http/refusals';
import { refundUnbookedDropIn } from './auto-refund';
import type { ProviderEvent } from './provider/payment-provider';
import { settleCharge } from './settle-charge';

/**
 * `POST /api/payments/webhook`: Stripe's asynchronous results (a payment confirmed after the
 * member left the page). The body is read raw, as the signature covers its bytes; an event is
 * handled once however often Stripe sends it.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/webhook',
    {
      config: { public: true },
      schema: {
        tags: ['payments'],
        hide: false,
        headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
        response: {
          200: z.object({ received: z.boolean() }),
          // not_found: the sandbox has no webhook; bad_request: the signature does not match.
          ...refusals('validation', 'bad_request', 'not_found'),
        },
      },
    },
    async (request) => {
      const { provider } = app.payments;
      if (!provider.parseWebhook) throw new AppError('not_found', 'No webhook for the sandbox');
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(request.body as Buffer, request.headers['stripe-signature'] ?? '');
      } catch {
        throw new AppError('bad_request', 'The webhook signature does not match');
      }
      const settled = await inTransaction(app.db, async (tx) => {
        const [fresh] = await tx
          .insert(paymentEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning();
        const charge = event.charge;
        if (!fresh || !charge) return null;
        const [row] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(
            or(
              eq(receipts.providerReference, charge.id),
              charge.receiptId && /^[0-9a-f-]{36}$/.test(charge.receiptId)
                ? eq(receipts.id, charge.receiptId)
                : undefined,
            ),
          );
        if (!row) return null;
        const receipt = await settleCharge(tx, {
          receiptId: row.id,
          result: charge,
          by: null,
          now: app.clock.now(),
          invoicing: app.invoicing,
        });
        // What the browser's confirmation would do next (a drop-in's place confirmed or let go),
        // here too: a visitor who closed the tab after paying is booked all the same.
        await app.payments.settledFollowUps[receipt.purpose]?.(tx, receipt);
        return row.id;
      });
      // A follow-up may have queued mail (the visitor's booking).
      if (settled) void app.mailer.flush();
      // A visitor's drop-in paid after its place was let go is refunded now, outside the settling
      // transaction (the provider is called). Stripe retries a failed delivery, but the event is
      // handled already, so a failed refund is logged and left to an admin.
      if (settled)
        await refundUnbookedDropIn(app, settled).catch((err: unknown) =>
          app.log.error({ err, receiptId: settled }, 'late drop-in refund failed'),
        );
      return { received: true };
    },
  );
};
