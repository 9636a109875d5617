import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { activeRealtime } from './realtime';

/**
 * Refetches `queryKey` whenever a message arrives on one of the destinations: the message says
 * "this changed", the query brings the state (STYLE.md 3).
 */
export function useLiveQuery(destinations: string[], queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  const list = destinations.join('|');
  useEffect(() => {
    const realtime = activeRealtime.get();
    if (!realtime || !list) return;
    const stops = list
      .split('|')
      .map((d) => realtime.on(d, () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) })));
    return () => {
      for (const stop of stops) stop();
    };
  }, [list, key, queryClient]);
}
