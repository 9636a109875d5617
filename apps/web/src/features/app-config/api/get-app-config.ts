import { type AppConfig, CONFIG_DEFAULTS } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { GYM_TIME_ZONE } from '../../../lib/format';

export const getAppConfig = () => api<AppConfig>('/api/app/config');

export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app', 'config'], queryFn: getAppConfig, staleTime: 5 * 60_000 });

/** The box's settings; until they arrive the spec's defaults stand in (spec point 9). */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(getAppConfigQueryOptions());
  return data ?? { ...CONFIG_DEFAULTS, paymentPublicKey: null, timeZone: GYM_TIME_ZONE };
}
