import type { AppInfo } from '@boxbook/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appKeys } from '../../../lib/query-keys';

export const getAppInfo = () => api<AppInfo>('/api/app/info');

export const getAppInfoQueryOptions = () => queryOptions({ queryKey: appKeys.info, queryFn: getAppInfo });

export const useAppInfo = () => useQuery(getAppInfoQueryOptions());
