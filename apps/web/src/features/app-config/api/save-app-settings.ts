import type { AppConfig, AppSettingsInput } from '@boxbook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getAppConfigQueryOptions } from './get-app-config';

export const saveAppSettings = (settings: AppSettingsInput) =>
  api<AppConfig>('/api/app/config', { method: 'PUT', body: settings });

/** Saves the box's settings; this app shows the new config at once, members' apps on their next read. */
export function useSaveAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAppSettings,
    onSuccess: (config) => queryClient.setQueryData(getAppConfigQueryOptions().queryKey, config),
  });
}
