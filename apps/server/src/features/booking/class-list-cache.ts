import type { FastifyInstance } from 'fastify';
import { createReadCache } from '../../infra/cache/read-cache';
import { type ClassList, type ClassListQuery, readClassList } from './find-classes';

/**
 * The booking screen's lists kept in memory (infra/cache/read-cache.ts): every phone on a class's
 * day asks for the same list, and it changes only with a booking or a staff edit, each of which
 * sends an event naming its class. A second bounds what a change without an event could leave
 * (a template made into new classes overnight, a renamed activity).
 */
const KEEP_MS = 1_000;

export interface ClassListCache {
  read(query: ClassListQuery): Promise<ClassList>;
}

const keyOf = (query: ClassListQuery) => `${query.activityId ?? '*'}|${query.from}|${query.to}`;
const holdsClass = (list: ClassList, classId: number) => list.rows.some((row) => row.cls.id === classId);
const holdsUser = (list: ClassList, userId: number) =>
  [...list.people.values()].some(
    (people) => people.usersIn.includes(userId) || people.usersWait.includes(userId),
  );

export function createClassListCache(app: FastifyInstance): ClassListCache {
  const cache = createReadCache<string, ClassList>({ ttlMs: KEEP_MS, maxEntries: 500 });
  const classChanged = (event: { classId: number } | null) => {
    if (!event) return cache.clear();
    let kept = false;
    cache.drop((list) => {
      const holds = holdsClass(list, event.classId);
      kept ||= holds;
      return holds;
    });
    // A class no list holds may be new, on a day some list covers.
    if (!kept) cache.clear();
  };
  app.realtime.watch('class', classChanged);
  app.realtime.watch('classUser', classChanged);
  // People are shown by name and picture.
  app.realtime.watch('user', (event) =>
    event ? cache.drop((list) => holdsUser(list, event.userId)) : cache.clear(),
  );
  // Days off cancel classes, and the booking window may have moved.
  app.realtime.watch('settings', () => cache.clear());
  return { read: (query) => cache.get(keyOf(query), () => readClassList(app.db, query)) };
}
