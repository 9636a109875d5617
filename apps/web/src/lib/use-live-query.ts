import {
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { activeRealtime } from './realtime';

/** How long to gather the receipts of subscriptions made together before fetching once. */
const LATE_SUBSCRIPTIONS_MS = 50;

export interface Live<TData> {
  /** The destinations whose messages concern what the query shows. */
  destinations: (data: TData | undefined) => string[];
  /** What a message does; by default the query is fetched again ("this changed"). */
  onMessage?: (body: unknown) => void;
  /**
   * The server sends each destination's current state as its subscription's first message
   * (realtime.ts, `Listening`), which `onMessage` applies: the query is not fetched again after
   * its subscriptions nor on the connection's first connect, only after a gap (a reconnect).
   */
  currentState?: boolean;
}

/**
 * A query that stays true (see docs/product.md, Live updates). Messages on its destinations update
 * it; and since messages are lost while nobody listens, it is fetched again whenever the realtime
 * connection comes back, the tab is shown again or the network returns, however fresh it seemed.
 * A query whose destinations send their current state on subscribing (`currentState`) is not
 * fetched again when its subscriptions are made or the connection first opens: the book page read
 * its day of classes a second time ~0.5 s after the first, on every visit.
 */
export function useLiveQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  live: Live<TData>,
): UseQueryResult<TData> {
  const queryClient = useQueryClient();
  const query = useQuery({ ...options, refetchOnWindowFocus: 'always', refetchOnReconnect: 'always' });
  const list = live.destinations(query.data).join('|');
  const currentState = live.currentState ?? false;
  const refetch = useEffectEvent(
    () => void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true }),
  );
  const onMessage = useEffectEvent((body: unknown) => (live.onMessage ? live.onMessage(body) : refetch()));

  useEffect(() => {
    const realtime = activeRealtime.get();
    if (!realtime) return;
    // A screen of many classes subscribes to each; their receipts come back together and one
    // fetch covers them all.
    let catchUp: ReturnType<typeof setTimeout> | undefined;
    const onLate = () => {
      clearTimeout(catchUp);
      catchUp = setTimeout(refetch, LATE_SUBSCRIPTIONS_MS);
    };
    const listening = currentState ? { currentState } : { onLate };
    const stops = list
      ? list.split('|').map((destination) => realtime.on(destination, onMessage, listening))
      : [];
    stops.push(realtime.onConnect(({ again }) => (again || !currentState) && refetch()));
    return () => {
      clearTimeout(catchUp);
      for (const stop of stops) stop();
    };
  }, [list, currentState]);
  return query;
}
