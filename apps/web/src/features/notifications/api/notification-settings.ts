import type { NotificationSettings } from '@boxbook/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

export const getNotificationSettings = () => api<NotificationSettings>('/api/notifications/settings');

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings, queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      api<NotificationSettings>('/api/notifications/settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
