import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { activeRealtime } from '../../../lib/realtime';

/**
 * Keeps chat queries true: a frame on the destination means "this conversation changed", so the
 * query is fetched again; so is it when the connection comes back (frames meanwhile are lost).
 */
export function useChatLive(destination: string, queryKey: QueryKey, onChange?: () => void) {
  const queryClient = useQueryClient();
  const refetch = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey });
    onChange?.();
  });
  useEffect(() => {
    const realtime = activeRealtime.get();
    if (!realtime) return;
    const stops = [realtime.on(destination, refetch), realtime.onConnect(refetch)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [destination]);
}
