import type { User } from '@boxbook/domain';
import type { FastifyInstance } from 'fastify';
import { createReadCache } from '../../infra/cache/read-cache';
import { findUser } from './find-user';

/**
 * Members' own user (profile, credits) kept in memory (infra/cache/read-cache.ts): every screen
 * asks for it, and it changes with a write that sends the member's `user` event. A second bounds
 * what a change without an event could leave (a plan renamed in the catalog).
 */
const KEEP_MS = 1_000;

export interface UserViewCache {
  /** The user as findUser reads it on the gym's date `today`; throws not_found like it. */
  read(userId: number, today: string): Promise<User>;
}

export function createUserViewCache(app: FastifyInstance): UserViewCache {
  const cache = createReadCache<string, User>({ ttlMs: KEEP_MS, maxEntries: 10_000 });
  app.realtime.watch('user', (event) =>
    event ? cache.drop((user) => user.id === event.userId) : cache.clear(),
  );
  return { read: (userId, today) => cache.get(`${userId}|${today}`, () => findUser(app.db, userId, today)) };
}
