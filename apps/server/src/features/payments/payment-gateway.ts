import type { ReceiptPurpose } from '@boxbook/domain';
import type { AppEnv } from '../../config/env';
import type { Db } from '../../infra/db/client';
import type { ReceiptRow } from '../../infra/db/schema';
import type { UnitOfWork } from '../../infra/realtime/event-queue';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from './provider/payment-provider';
import { createSandboxProvider, type SandboxProvider } from './provider/sandbox-provider';
import { createStripeProvider } from './provider/stripe-provider';

/**
 * What a feature that owns a kind of receipt does when the webhook settles one, in the settling
 * transaction: the same step its own confirmation takes after settling (a drop-in's held place is
 * confirmed or let go). Payments may not import those features, so app.ts hands them in.
 */
export type SettledFollowUp = (unit: UnitOfWork, receipt: ReceiptRow) => Promise<void>;
export type SettledFollowUps = Partial<Record<ReceiptPurpose, SettledFollowUp>>;

/** The provider in use; `sandbox` is set only when the sandbox is (its card form and 3-D Secure page). */
export interface PaymentGateway {
  provider: PaymentProvider;
  sandbox: SandboxProvider | null;
  /** Given to the browser for Stripe Elements; null with the sandbox. */
  publishableKey: string | null;
  /** By the receipt's purpose: what follows the webhook's settle (see SettledFollowUp). */
  settledFollowUps: SettledFollowUps;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments (features/payments): Stripe when configured, otherwise the sandbox. */
    payments: PaymentGateway;
  }
}

/** Stripe with both keys (env.ts refuses one without the other); the offline sandbox otherwise. */
export function createPaymentGateway(
  env: AppEnv,
  db: Db,
  clock: Clock,
  settledFollowUps: SettledFollowUps = {},
): PaymentGateway {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    return {
      provider: createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiUrl: env.STRIPE_API_URL,
      }),
      sandbox: null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      settledFollowUps,
    };
  }
  const sandbox = createSandboxProvider(db, clock);
  return { provider: sandbox, sandbox, publishableKey: null, settledFollowUps };
}
