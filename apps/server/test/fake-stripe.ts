import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

type Behaviour = 'succeeds' | 'requires_action' | 'card_declined' | 'insufficient_funds';

interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  behaviour: Behaviour;
  customer: string | null;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string;
  /** What the intent was paid with: ['card'], or ['bizum'] for a Bizum payment. */
  payment_method_types: string[];
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string } | null;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** `a[b]=1&a[c]=2` as Stripe's SDK sends it, read back into `{ a: { b, c } }` one level deep. */
function formOf(body: string): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const nested = /^(\w+)\[(\w+)\]$/.exec(key);
    if (nested?.[1] && nested[2]) {
      const inner = (out[nested[1]] as Record<string, string> | undefined) ?? {};
      inner[nested[2]] = value;
      out[nested[1]] = inner;
    } else out[key] = value;
  }
  return out;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

/**
 * A local stand-in for Stripe's HTTP API: what the outside world answers, no more. It keeps
 * customers, payment methods (added by the test, as Stripe.js would make them), payment intents
 * and idempotency keys (a repeated key answers the first response, as Stripe does).
 */
export class FakeStripe {
  readonly paymentMethods = new Map<string, PaymentMethod>();
  readonly intents = new Map<string, Intent>();
  readonly customers = new Map<string, { id: string; email: string }>();
  readonly refunds: {
    id: string;
    payment_intent: string;
    amount: number;
    metadata: Record<string, string>;
  }[] = [];
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  private readonly replies = new Map<string, { status: number; body: unknown }>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      const body = formOf(await read(request));
      const key = request.headers['idempotency-key'] as string | undefined;
      const path = (request.url ?? '').split('?')[0] ?? '';
      this.requests.push({ method: request.method ?? '', path, idempotencyKey: key });
      const replyKey = key ? `${request.method} ${path} ${key}` : null;
      const reply = (replyKey && this.replies.get(replyKey)) || this.handle(request.method ?? '', path, body);
      if (replyKey) this.replies.set(replyKey, reply);
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(reply.body));
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  /** A payment method as Stripe.js creates it in the browser from a test card. */
  addPaymentMethod(
    behaviour: Behaviour,
    last4 = { succeeds: '4242', requires_action: '3155', card_declined: '0002', insufficient_funds: '9995' }[
      behaviour
    ],
  ) {
    const pm = { id: id('pm'), brand: 'visa', last4, behaviour, customer: null };
    this.paymentMethods.set(pm.id, pm);
    return pm.id;
  }

  /** The Bizum phone each Bizum intent was asked of (its payment method's billing details). */
  readonly bizumPhones = new Map<string, string>();

  /**
   * The member's bank app answers a Bizum payment waiting in `requires_action`: approved, declined,
   * or left until the approval window closed (Stripe then fails the attempt as expired). Returns
   * the intent, as the webhook Stripe sends next carries it.
   */
  answerBizum(intentId: string, answer: 'approves' | 'declines' | 'expires'): Intent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error('no such intent');
    if (intent.payment_method_types[0] !== 'bizum') throw new Error('not a Bizum intent');
    if (answer === 'approves') intent.status = 'succeeded';
    else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        code:
          answer === 'expires' ? 'payment_intent_payment_attempt_expired' : 'payment_method_customer_decline',
      };
    }
    return intent;
  }

  /** The member passed 3-D Secure in Stripe's frame. */
  completeAction(intentId: string): Intent {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error('no such intent');
    intent.status = 'succeeded';
    return intent;
  }

  private pmJson(pm: PaymentMethod) {
    return {
      id: pm.id,
      object: 'payment_method',
      type: 'card',
      customer: pm.customer,
      // One test number per last4 here, so the last4 names the number as a fingerprint does.
      card: { brand: pm.brand, last4: pm.last4, exp_month: 12, exp_year: 2030, fingerprint: `fp${pm.last4}` },
    };
  }

  private error(status: number, error: Record<string, unknown>) {
    return { status, body: { error } };
  }

  private handle(method: string, path: string, body: Record<string, string | Record<string, string>>) {
    const parts = path.split('/').filter(Boolean); // v1, resource, id, action
    const [, resource, resourceId, action] = parts;
    if (method === 'POST' && resource === 'customers') {
      const customer = { id: id('cus'), object: 'customer', email: String(body.email) };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && resource === 'setup_intents') {
      const seti = id('seti');
      return {
        status: 200,
        body: {
          id: seti,
          object: 'setup_intent',
          client_secret: `${seti}_secret_x`,
          status: 'requires_payment_method',
        },
      };
    }
    if (resource === 'payment_methods') {
      const pm = this.paymentMethods.get(resourceId ?? '');
      if (!pm)
        return this.error(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such PaymentMethod',
        });
      if (method === 'POST' && action === 'attach') pm.customer = String(body.customer);
      if (method === 'POST' && action === 'detach') pm.customer = null;
      return { status: 200, body: this.pmJson(pm) };
    }
    if (resource === 'payment_intents' && method === 'GET') {
      const intent = this.intents.get(resourceId ?? '');
      if (!intent)
        return this.error(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such PaymentIntent',
        });
      return { status: 200, body: intent };
    }
    if (resource === 'payment_intents' && method === 'POST') return this.createIntent(body);
    if (resource === 'refunds' && method === 'POST') return this.createRefund(body);
    return this.error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method} ${path})`,
    });
  }

  /** `POST /v1/refunds` with `payment_intent` and `amount`: refused past what is left of the charge. */
  private createRefund(body: Record<string, string | Record<string, string>>) {
    const intent = this.intents.get(String(body.payment_intent));
    if (intent?.status !== 'succeeded')
      return this.error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such payment_intent',
      });
    const left =
      intent.amount -
      this.refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (left === 0)
      return this.error(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${intent.id} has already been refunded.`,
      });
    if (amount > left)
      return this.error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount is greater than unrefunded amount on charge (${left})`,
      });
    const refund = {
      id: id('re'),
      object: 'refund',
      payment_intent: intent.id,
      amount,
      currency: intent.currency,
      status: 'succeeded',
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }

  /**
   * `POST /v1/payment_intents` for Bizum, as docs.stripe.com/payments/bizum describes it: euros
   * only, the method allowed by `allowed_payment_method_types[]=bizum`, a `bizum` payment method
   * made from `payment_method_data` with the phone in its billing details, and `confirm=true`. The
   * intent then waits in `requires_action` while the member approves it in their bank's app.
   */
  private createBizumIntent(body: Record<string, string | Record<string, string>>) {
    const allowed = Object.values(
      (body.allowed_payment_method_types as Record<string, string> | undefined) ?? {},
    );
    const phone = body['payment_method_data[billing_details][phone]'];
    if (allowed.join() !== 'bizum' || typeof phone !== 'string' || body.confirm !== 'true')
      return this.error(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'A Bizum payment needs allowed_payment_method_types[]=bizum, a phone and confirm=true',
      });
    if (body.currency !== 'eur')
      return this.error(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_invalid_parameter',
        message: 'Bizum only supports EUR',
      });
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: 'eur',
      customer: typeof body.customer === 'string' ? body.customer : null,
      payment_method: id('pm'),
      payment_method_types: ['bizum'],
      status: 'requires_action',
      client_secret: '',
      description: (body.description as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
    this.intents.set(intent.id, intent);
    this.bizumPhones.set(intent.id, phone);
    return { status: 200, body: intent };
  }

  private createIntent(body: Record<string, string | Record<string, string>>) {
    const method = body.payment_method_data as Record<string, string> | undefined;
    if (method?.type === 'bizum') return this.createBizumIntent(body);
    const pm = this.paymentMethods.get(String(body.payment_method));
    // A visitor's one-off method belongs to no customer and is charged without one, as Stripe allows.
    if (!pm || pm.customer !== (body.customer ?? null))
      return this.error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: 'No such PaymentMethod',
      });
    const offSession = body.off_session === 'true';
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(body.amount),
      currency: String(body.currency),
      customer: typeof body.customer === 'string' ? body.customer : null,
      payment_method: pm.id,
      payment_method_types: ['card'],
      status: 'succeeded',
      client_secret: '',
      description: (body.description as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
    this.intents.set(intent.id, intent);
    const decline = (code: string, declineCode?: string) => {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { code, ...(declineCode ? { decline_code: declineCode } : {}) };
      return this.error(402, {
        type: 'card_error',
        code,
        ...(declineCode ? { decline_code: declineCode } : {}),
        message: 'Your card was declined.',
        payment_intent: intent,
      });
    };
    if (pm.behaviour === 'card_declined') return decline('card_declined', 'generic_decline');
    if (pm.behaviour === 'insufficient_funds') return decline('card_declined', 'insufficient_funds');
    if (pm.behaviour === 'requires_action') {
      if (offSession) return decline('authentication_required', 'authentication_required');
      intent.status = 'requires_action';
    }
    return { status: 200, body: intent };
  }
}

/** The webhook secret the Stripe tests give the app. */
export const WEBHOOK_SECRET = 'whsec_test_boxbook';

/** The environment that runs the app's Stripe provider against `fake`. */
export const stripeEnvOf = (fake: FakeStripe) => ({
  STRIPE_SECRET_KEY: 'sk_test_boxbook',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_boxbook',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
});

/** A Stripe event about a PaymentIntent, as Stripe sends it. */
export const intentEvent = (id: string, intent: object, type = 'payment_intent.succeeded') => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: 1_795_000_000,
  data: { object: intent },
});

/** Posts `event` to the app's webhook, signed as Stripe signs it (with `secret`). */
export function postWebhook(app: FastifyInstance, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}
