import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { notificationKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import {
  deviceSubscribed,
  disablePush,
  enablePush,
  PushServiceSilent,
  pushSupported,
} from './push-subscription';

export type PushProblem = 'denied' | 'no_answer' | 'failed' | null;

/**
 * The notification toggle's state (docs/product.md, Notifications: subscribed or not). It shows ON
 * only once the server holds this device's subscription, and after a reload asks the server rather
 * than the browser alone. Refusing the permission, a push service that does not answer and any
 * other failure leave it OFF and say why (see docs/product.md, Errors).
 */
export function usePushToggle() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const supported = pushSupported();
  const key = notificationKeys.device(useSession()?.user.id);
  // Asked again each time the switch is shown: the server's copy is what counts.
  const device = useQuery({ queryKey: key, queryFn: deviceSubscribed, enabled: supported, staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem>(null);
  const subscribed = supported ? (device.data ?? null) : false;

  const toggle = useCallback(async () => {
    const turnOn = !subscribed;
    setBusy(true);
    setProblem(null);
    try {
      if (turnOn) await enablePush(currentLanguage(i18n.resolvedLanguage));
      else await disablePush();
      // A check that left before the change would answer what was true then.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, turnOn);
    } catch (error) {
      // A change that failed half-way (stored, then the browser refused) is read again, not guessed.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.devices });
      if (error instanceof DOMException && error.name === 'NotAllowedError') setProblem('denied');
      else if (error instanceof PushServiceSilent) setProblem('no_answer');
      else {
        console.error('push notifications could not be changed', error);
        setProblem('failed');
      }
    } finally {
      setBusy(false);
    }
  }, [subscribed, i18n, queryClient, key]);

  return { supported, subscribed, busy, turningOn: busy && !subscribed, problem, toggle };
}
