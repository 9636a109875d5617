import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { notificationKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { currentSubscription, saveSubscription } from '../api/push-subscription';

/**
 * Keeps the server's copy of this device's subscription true: after sign-in (a device that
 * changed hands, a subscription the push service renewed) and whenever the app's language
 * changes, since pushes are written in the device's language.
 */
export function PushSync() {
  const { i18n } = useTranslation();
  const userId = useSession()?.user.id;
  const language = currentLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void currentSubscription()
      .then(async (subscription) => {
        if (!subscription) return;
        await saveSubscription(subscription, language);
        // The switch shows what the server holds: it now holds this device.
        await queryClient.invalidateQueries({ queryKey: notificationKeys.devices });
      })
      .catch((error: unknown) => console.warn('push subscription not synced', error));
  }, [userId, language, queryClient]);
  return null;
}
