import type { ClassView } from '@boxbook/domain';
import { type QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { actingMemberStore } from '../../../lib/acting-member';
import { classKeys } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session';
import { mergeClassFrame, type Viewer } from './merge-class-frame';

/**
 * The last `/class/{id}` frame of each class, numbered as it arrived. An answer to a GET sent
 * before a frame arrived may have been read before that frame's change: the frame wins over it.
 */
const frames = new Map<number, { view: ClassView; seq: number }>();
let seq = 0;

/**
 * The signed-in user as the server's `viewerOf` sees them: trainers and admins are staff. A guardian
 * booking for a dependent sees the classes as the dependent does (docs/product.md, Households).
 */
function currentViewer(): Viewer | null {
  const user = sessionStore.get()?.user;
  if (!user) return null;
  const dependent = actingMemberStore.get();
  if (dependent !== null) return { userId: dependent, staff: false };
  return { userId: user.id, staff: user.roles.some((role) => role === 'TRAINER' || role === 'ADMIN') };
}

/**
 * Fetches with `get`, then lays over the answer the frames that arrived meanwhile: the frames of
 * one class come in order and the last is the latest state (see docs/product.md, Live updates), the
 * answer may be older.
 */
export async function withNewerFrames<T extends ClassView | ClassView[]>(get: () => Promise<T>): Promise<T> {
  const mark = seq;
  const answer = await get();
  const viewer = currentViewer();
  const newer = (view: ClassView) => {
    const frame = frames.get(view.id);
    return frame && frame.seq > mark ? mergeClassFrame(view, frame.view, viewer) : view;
  };
  return (Array.isArray(answer) ? answer.map(newer) : newer(answer as ClassView)) as T;
}

/** A member never sees a hidden class (server `findClasses`); staff see them all. */
const belongsInDay = (view: ClassView, viewer: Viewer | null) => view.show || Boolean(viewer?.staff);

/** Puts a frame's class into every cached list and single-class query that holds it. */
export function applyClassFrame(queryClient: QueryClient, frame: ClassView): void {
  frames.set(frame.id, { view: frame, seq: ++seq });
  const viewer = currentViewer();
  const home = JSON.stringify(classKeys.day(frame.activity.id, frame.date, actingMemberStore.get()));
  for (const [key, list] of queryClient.getQueriesData<ClassView[]>({ queryKey: classKeys.days })) {
    if (!list) continue;
    const cached = list.find((view) => view.id === frame.id);
    // A class moved to another day or activity, or new to this one: only the server can place it.
    const refetch = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
    if (JSON.stringify(key) !== home) {
      if (cached) refetch();
    } else if (!belongsInDay(frame, viewer)) {
      if (cached)
        queryClient.setQueryData<ClassView[]>(
          key,
          list.filter((v) => v.id !== frame.id),
        );
    } else if (cached) {
      const next = mergeClassFrame(cached, frame, viewer);
      // A subscription's first frame is the class as it is now, mostly as shown already: unchanged,
      // the list stays the same object and nothing renders again.
      if (replaceEqualDeep(cached, next) === cached) continue;
      queryClient.setQueryData<ClassView[]>(
        key,
        list.map((v) => (v.id === frame.id ? next : v)),
      );
    } else refetch();
  }
  queryClient.setQueryData<ClassView>(classKeys.one(frame.id), (old) =>
    old ? mergeClassFrame(old, frame, viewer) : old,
  );
}
