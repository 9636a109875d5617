import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { DEFAULT_TIME_ZONE, getAppConfigQueryOptions } from '../features/app-config/api/get-app-config';
import { type GymZone, GymZoneProvider } from '../lib/gym-time';

/** Feeds `useGymTime` the zone of GET /api/app/config (docs/product.md, Time: `GYM_TIMEZONE`). */
export function GymZoneFromConfig({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const config = useQuery(getAppConfigQueryOptions());
  // One promise for the provider's life: screens that need the zone suspend on it once, at start.
  const [pending] = useState(() =>
    queryClient.ensureQueryData(getAppConfigQueryOptions()).then(
      (c) => c.timeZone,
      () => DEFAULT_TIME_ZONE,
    ),
  );
  const timeZone = config.data?.timeZone;
  const zone = useMemo<GymZone>(() => (timeZone ? { timeZone } : { pending }), [timeZone, pending]);
  return <GymZoneProvider zone={zone}>{children}</GymZoneProvider>;
}
