import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Fills path parameters with a plausible value so the route, not the 404 handler, answers. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (name === 'token' ? 'x'.repeat(40) : '1'));

describe('every API route', () => {
  it('is known to the security walk', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(15);
  });

  it('answers 401 without a token unless it is declared public', async () => {
    const open: string[] = [];
    for (const route of t.app.apiRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      if (route.isPublic) {
        open.push(`${route.method} ${route.url}`);
        expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
      } else {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 'unauthorized' });
      }
    }
    // The public surface is a decision: changing it should be a visible change of this list.
    expect(open.sort()).toEqual(
      [
        'GET /api/activities',
        'GET /api/activities/:id',
        'GET /api/activities/byName/:name',
        'GET /api/app/config',
        'GET /api/calendar/calendar/:day',
        // A private calendar address is its own key; the VAPID key is a public key.
        'GET /api/calendarFeed/:token',
        'GET /api/notifications/publicKey',
        'GET /api/app/info',
        // The box's company data, which its legal notice must show anyone.
        'GET /api/app/legal',
        'GET /api/health',
        // Prometheus scrapes it with METRICS_TOKEN, not a session; without a token set it answers 404.
        'GET /api/metrics',
        'GET /api/plans',
        'GET /api/plans/:id',
        'GET /api/products',
        'GET /api/products/:id',
        'GET /api/ready',
        // The terms a visitor accepts when signing up (docs/product.md, Terms).
        'GET /api/terms/current',
        // A visitor's first class (docs/product.md, The first visit): the classes open to a trial,
        // the booking itself (rate-limited, one per person), and its calendar entry, whose
        // address carries the visit's reference as its key.
        'GET /api/visits/classes',
        'POST /api/visits/trial',
        'GET /api/visits/:file',
        // The paid drop-in (rate-limited like the trial), its confirmation and the sandbox's stand-in
        // for the bank's step, by the visit's reference; the visitor's cancel (reference + e-mail,
        // rate-limited); the sandbox's card form for a visitor, rate-limited (sandbox only).
        'POST /api/visits/dropIn',
        'POST /api/visits/dropIn/:reference/confirm',
        'POST /api/visits/dropIn/:reference/authorize',
        'POST /api/visits/:reference/cancel',
        'POST /api/payments/sandbox/visitorPaymentMethods',
        'POST /api/auth/forgot-password',
        'POST /api/auth/login',
        'POST /api/auth/refresh-token',
        'POST /api/auth/reset-password/:token',
        'POST /api/auth/signup',
        'POST /api/contact',
        // Stripe calls it; the signature of its body is the check (webhook-routes.ts).
        'POST /api/payments/webhook',
      ].sort(),
    );
  });
});

describe('the OpenAPI document', () => {
  it('names the refusals of booking', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const join = doc.paths['/api/classes/{id}/join'].post.responses;
    expect(join['409'].description).toContain('no_credits');
    expect(join['409'].description).toContain('class_not_bookable');
    const leave = doc.paths['/api/classes/{id}/leave'].post.responses;
    expect(leave['409'].description).toContain('penalization_required');
  });
});
