import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
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
  useEffect(() => {
    if (!userId || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    void currentSubscription()
      .then((subscription) => subscription && saveSubscription(subscription, language))
      .catch((error: unknown) => console.warn('push subscription not synced', error));
  }, [userId, language]);
  return null;
}
