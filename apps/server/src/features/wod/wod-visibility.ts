import { STAFF, type Wod, wodNotOutUntil } from '@boxbook/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller, hasRole } from '../../infra/http/caller';

/**
 * The WOD as the caller may read it: staff whole, with when members see it; a member without
 * its blocks until the box publishes it (the `wodVisibleHoursBefore` setting).
 */
export async function wodSeenBy(app: FastifyInstance, request: FastifyRequest) {
  const { config } = await app.boxSettings.get();
  const staff = hasRole(caller(request), ...STAFF);
  const clock = {
    now: app.clock.now(),
    hoursBefore: config.wodVisibleHoursBefore,
    timeZone: config.timeZone,
  };
  return (wod: Wod): Wod => {
    const publishesAt = wodNotOutUntil(wod.when, clock);
    if (!publishesAt) return wod;
    return staff ? { ...wod, publishesAt } : { ...wod, wbs: [], publishesAt };
  };
}
