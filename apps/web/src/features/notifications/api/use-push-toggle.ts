import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { currentSubscription, disablePush, enablePush, pushSupported } from './push-subscription';

export type PushProblem = 'denied' | 'failed' | null;

/**
 * The notification toggle's state (spec point 4: subscribed or not). Refusing the permission
 * resets the toggle and says why; any other failure is logged, the toggle reset (spec point 8).
 */
export function usePushToggle() {
  const { i18n } = useTranslation();
  const supported = pushSupported();
  const [subscribed, setSubscribed] = useState<boolean | null>(supported ? null : false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const toggle = useCallback(async () => {
    const turnOn = !subscribed;
    setBusy(true);
    setProblem(null);
    setSubscribed(turnOn);
    try {
      if (turnOn) await enablePush(currentLanguage(i18n.resolvedLanguage));
      else await disablePush();
    } catch (error) {
      setSubscribed(!turnOn);
      if (error instanceof DOMException && error.name === 'NotAllowedError') setProblem('denied');
      else {
        console.error('push notifications could not be changed', error);
        setProblem('failed');
      }
    } finally {
      setBusy(false);
    }
  }, [subscribed, i18n]);

  return { supported, subscribed, busy, problem, toggle };
}
