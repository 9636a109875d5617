import { type Activity, type AppConfig, addDaysTo, type ClassView } from '@boxbook/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { patterns } from '../config/paths';
import { getActivities, getActivitiesQueryOptions } from '../features/activities/api/get-activities';
import { getAppConfig, getAppConfigQueryOptions } from '../features/app-config/api/get-app-config';
import { REFRESH_AHEAD_MS, tokenLifetimeMs } from '../lib/access-token';
import { api } from '../lib/api-client';
import { todayIn } from '../lib/format';
import type { StoredSession } from './stored-session';

declare global {
  interface Window {
    /** The reads public/assets/first-requests.js started before the app's code arrived. */
    boxbookFirstRequests?: Map<string, Promise<unknown>>;
  }
}

/**
 * What public/assets/first-requests.js got for `path`, taken once; else (not started, failed,
 * already taken) the app's own call.
 */
function startedOr<T>(path: string, call: () => Promise<T>): () => Promise<T> {
  return async () => {
    const started = window.boxbookFirstRequests?.get(path);
    window.boxbookFirstRequests?.delete(path);
    const answer = started ? await started : null;
    return answer === null ? call() : (answer as T);
  };
}

/** The stored access token while it has time left, else null (the restore will renew it). */
function usableToken(stored: StoredSession | null | undefined): string | null {
  if (!stored?.token || stored.receivedAt === undefined) return null;
  const lifetime = tokenLifetimeMs(stored.token);
  if (lifetime === null) return null;
  return Date.now() < stored.receivedAt + lifetime - REFRESH_AHEAD_MS ? stored.token : null;
}

/** As BookPage finds it: by key (`open-box` for OPEN_BOX) or by name. */
const activityOf = (list: Activity[], name: string) =>
  list.find(
    (a) => a.enabled && (a.key === name.replaceAll('-', '_') || a.name.toLowerCase() === name.toLowerCase()),
  );

interface SessionAtStart {
  /** The session kept in the browser's storage, as it was before the restore renews it. */
  stored: Promise<StoredSession | null | undefined>;
  /** The restore's outcome: signed in or not. */
  restored: Promise<boolean>;
}

/**
 * The book page's classes of the day, asked for as soon as the config (the box's today), the
 * activities (the activity's id) and a token are there, rather than after the session's restore,
 * the route's code and the first render. With the stored access token while it lasts; else, or if
 * the server refuses it, once the session is restored (the app's own call, its token renewed).
 * The booking code comes in its own chunk, as the book page's does: other pages never load it.
 */
async function prefetchDayClasses(
  queryClient: QueryClient,
  activityName: string,
  dateInPath: string | undefined,
  session: SessionAtStart,
): Promise<void> {
  const [config, activities, stored, { classesQueryOptions, getClasses }, { withNewerFrames }] =
    await Promise.all([
      queryClient.ensureQueryData(getAppConfigQueryOptions()),
      queryClient.ensureQueryData(getActivitiesQueryOptions()),
      session.stored,
      import('../features/booking/api/classes'),
      import('../features/booking/api/class-frames'),
    ]);
  const activity = activityOf(activities, activityName);
  const today = todayIn(config.timeZone);
  const date = dateInPath ?? today;
  // BookPage asks for nothing past the days members see.
  if (!activity || date > addDaysTo(today, config.daysToShow - 1)) return;
  const token = usableToken(stored);
  if (!token && !(await session.restored)) return;
  const afterRestore = () => session.restored.then(() => getClasses(activity.id, date));
  const withStoredToken = (bearer: string) =>
    api<ClassView[]>(`/api/classes?activityId=${activity.id}&date=${date}`, {
      anonymous: true,
      headers: { authorization: `Bearer ${bearer}` },
    }).catch(afterRestore);
  await queryClient.prefetchQuery({
    ...classesQueryOptions(activity.id, date),
    queryFn: () => withNewerFrames(() => (token ? withStoredToken(token) : getClasses(activity.id, date))),
  });
}

/**
 * Starts the reads the first screen of `pathname` waits on, into the query cache the screens then
 * find filled: the config on every screen, and on the book page the activities and the day's
 * classes. Never throws: a read that fails is asked again by the screen that needs it.
 */
export function startFirstScreenQueries(
  queryClient: QueryClient,
  pathname: string,
  session: SessionAtStart,
): void {
  void queryClient.prefetchQuery({
    ...getAppConfigQueryOptions(),
    queryFn: startedOr<AppConfig>('/api/app/config', getAppConfig),
  });
  const book = matchPath(patterns.book, pathname) ?? matchPath(patterns.bookToday, pathname);
  const { activity, date } = (book?.params ?? {}) as { activity?: string; date?: string };
  if (!activity) return;
  void queryClient.prefetchQuery({
    ...getActivitiesQueryOptions(),
    queryFn: startedOr<Activity[]>('/api/activities', getActivities),
  });
  void prefetchDayClasses(queryClient, activity, date, session).catch(() => {});
}
