import type { User } from '@boxbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../lib/query-keys';
import { activeRealtime, createRealtime, type RealtimeOptions } from '../lib/realtime';
import { sessionStore } from '../lib/session';

/**
 * The signed-in tab's realtime connection, listening to the user's own room (see docs/product.md,
 * Live updates); the screens add their destinations through `useLiveQuery`. Returns the function
 * that leaves it.
 */
export function joinUserRoom(
  userId: number,
  options: RealtimeOptions & { queryClient: () => QueryClient | null },
): () => void {
  const realtime = createRealtime(options);
  activeRealtime.set(realtime);
  const stopUserFeed = realtime.on(`/user/${userId}/read`, (body) => {
    sessionStore.setUser(body as User);
    void options.queryClient()?.invalidateQueries({ queryKey: userKeys.one(userId) });
  });
  void realtime.start();
  return () => {
    stopUserFeed();
    void realtime.stop();
    if (activeRealtime.get() === realtime) activeRealtime.set(null);
  };
}
