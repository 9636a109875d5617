import type { NotificationList } from '@boxbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { notificationKeys, userKeys } from '../../../lib/query-keys';

/** The member's notifications, worded in the app's language; their `user` event refreshes it. */
export function useNotificationList(userId: number) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  return useQuery({
    queryKey: notificationKeys.list(userId, lang),
    queryFn: () => api<NotificationList>(`/api/notifications/list?lang=${lang}`),
  });
}

/** The bell's count, off when nobody is signed in. */
export const useUnreadCount = (userId: number | undefined) =>
  useQuery({
    queryKey: notificationKeys.unread(userId ?? 0),
    queryFn: () => api<{ unread: number }>('/api/notifications/unread'),
    enabled: userId !== undefined,
  });

/** Marks these notifications read, or all of them. */
export function useMarkRead(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) =>
      api<null>('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.one(userId) }),
  });
}
