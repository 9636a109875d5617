import type { FastifyInstance } from 'fastify';
import { headersOf, type Member } from './booking-support';
import type { Device } from './push-service-stub';

/** Subscribes `device` for `who`, as the account screen's toggle does. */
export async function subscribeDevice(
  app: FastifyInstance,
  who: Member,
  device: Device,
  language: 'ca' | 'es' = 'es',
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/notifications/subscribe',
    payload: { subscription: device.subscription, language },
    headers: await headersOf(app, who),
  });
  if (res.statusCode !== 204) throw new Error(`subscribe failed: ${res.statusCode} ${res.body}`);
}

/** Sends what is due now and waits for it. */
export const deliver = (app: FastifyInstance) => app.push.sender.flush();
