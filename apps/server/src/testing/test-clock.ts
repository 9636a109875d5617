/**
 * For the end-to-end tests only: a server clock that starts at TEST_CLOCK_START, runs at real
 * speed, and can be moved ahead through POST /api/test/clock/advance (an access token can then
 * expire without a test waiting 15 minutes). server.ts loads this file only when TEST_CLOCK_START
 * is set, so a production server has neither the route nor the code.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../lib/clock';

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(start: Date): MovableClock {
  let offset = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** POST /api/test/clock/advance { minutes } moves the clock ahead and answers the new time. */
export async function registerTestClockRoute(app: FastifyInstance, clock: MovableClock): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test/clock/advance',
    {
      config: { public: true },
      schema: {
        hide: true,
        body: z.object({
          minutes: z
            .number()
            .int()
            .min(1)
            .max(60 * 24 * 31),
        }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      clock.advance(request.body.minutes * 60_000);
      return { now: clock.now().toISOString() };
    },
  );
}
