import {
  paymentResultSchema,
  providerIdSchema,
  sandboxAuthorizeSchema,
  sandboxCardSchema,
} from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receipts, sandboxPaymentIntents, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { caller } from '../../infra/http/caller';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import { refusals } from '../../infra/http/refusals';
import { paymentResultOf } from './checkout';
import { CardError } from './provider/payment-provider';
import type { SandboxProvider } from './provider/sandbox-provider';

/** The sandbox's card form turned into a payment method, its refusals as the API answers them. */
async function paymentMethodOf(
  sandbox: SandboxProvider,
  card: Parameters<SandboxProvider['createPaymentMethod']>[0],
): Promise<string> {
  try {
    return await sandbox.createPaymentMethod(card);
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    if (error.code === 'expired_card')
      throw new AppError('expired_card', error.message, { field: 'expYear' });
    if (error.code === 'invalid_cvc') throw new AppError('invalid_cvc', error.message, { field: 'cvc' });
    throw new AppError('invalid_card', error.message, { field: 'number' });
  }
}

/**
 * The sandbox's stand-ins for what Stripe.js does in the browser (see docs/product.md, Payments and
 * receipts): turning a card form into a payment method, and the extra confirmation page of 4000
 * 0025 0000 3155. Registered only when the sandbox is the provider.
 */
export function sandboxRoutes(sandbox: SandboxProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['payments'];

    app.post(
      '/paymentMethods',
      {
        schema: {
          tags,
          body: sandboxCardSchema,
          response: {
            200: z.object({ id: z.string() }),
            ...refusals('invalid_card', 'invalid_cvc', 'expired_card'),
          },
        },
      },
      async (request) => {
        caller(request);
        return { id: await paymentMethodOf(sandbox, request.body) };
      },
    );

    // A visitor's card for a drop-in (no account, so public): limited per address, as any card try.
    app.post(
      '/visitorPaymentMethods',
      {
        config: { public: true },
        schema: {
          tags,
          body: sandboxCardSchema,
          response: {
            200: z.object({ id: z.string() }),
            ...refusals('invalid_card', 'invalid_cvc', 'expired_card', 'rate_limited'),
          },
        },
      },
      async (request) => {
        const now = app.clock.now();
        await assertUnderLimit(app.db, LIMITS.sandboxCardPerIp, request.ip, now);
        await recordHit(app.db, LIMITS.sandboxCardPerIp, request.ip, now);
        return { id: await paymentMethodOf(sandbox, request.body) };
      },
    );

    // The member's answer on the simulated 3-D Secure page; only for their own payment.
    app.post(
      '/intents/:id/authorize',
      {
        schema: {
          tags,
          params: z.object({ id: providerIdSchema }),
          body: sandboxAuthorizeSchema,
          response: { 200: paymentResultSchema },
        },
      },
      async (request) => {
        const { userId } = caller(request);
        const [intent] = await app.db
          .select({ id: sandboxPaymentIntents.id })
          .from(sandboxPaymentIntents)
          .innerJoin(users, eq(users.paymentCustomerId, sandboxPaymentIntents.customerId))
          .where(and(eq(sandboxPaymentIntents.id, request.params.id), eq(users.id, userId)));
        if (!intent) throw notFound('Payment');
        const result = await sandbox.authorize(intent.id, request.body.approve);
        const [row] = await app.db.select().from(receipts).where(eq(receipts.providerReference, intent.id));
        // The receipt is issued by the confirmation call that follows, as with Stripe.
        return row
          ? { ...paymentResultOf(row, result.clientSecret), status: result.status, error: result.error }
          : { ...result, receiptId: null };
      },
    );
  };
}
