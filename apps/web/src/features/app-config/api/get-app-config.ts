import { type AppConfig, CONFIG_DEFAULTS } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appKeys } from '../../../lib/query-keys';

/** The server's own default (`GYM_TIMEZONE`), for when the config cannot be read at all. */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export const getAppConfig = () => api<AppConfig>('/api/app/config');

// An admin may change the config at any time (/admin/settings): a member's app reads it again
// when it comes back to the foreground after a minute, so a change reaches it without a redeploy.
export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: appKeys.config, queryFn: getAppConfig, staleTime: 60_000 });

/**
 * The box's settings; until they arrive the defaults stand in (see docs/product.md, Constants). Dates and
 * times do not read the zone from here but through `useGymTime`, which waits for the real one.
 */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(getAppConfigQueryOptions());
  return data ?? { ...CONFIG_DEFAULTS, paymentPublicKey: null, timeZone: DEFAULT_TIME_ZONE };
}
