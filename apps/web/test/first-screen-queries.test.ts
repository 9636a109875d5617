import type { ClassView } from '@boxbook/domain';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFirstScreenQueries } from '../src/app/first-screen-queries';
import { configureSession, startSession } from '../src/app/session-controller';
import type { StoredSession } from '../src/app/stored-session';
import { todayIn } from '../src/lib/format';
import { createQueryClient } from '../src/lib/query-client';
import { classKeys } from '../src/lib/query-keys';
import { aClassView, appConfig, server } from './msw-server';
import { authAt, tokenNameOf } from './tokens';

const MINUTE = 60_000;
const aClass = aClassView({ usersIn: [] });

/** GET /api/classes answers the class to any token, and notes which token asked. */
function classesEndpoint() {
  const asked: (string | null)[] = [];
  server.use(
    http.get('*/api/classes', ({ request }) => {
      asked.push(tokenNameOf(request.headers.get('authorization')));
      return HttpResponse.json([aClass]);
    }),
  );
  return asked;
}

/** A promise settled from outside, as the session's restore is while the refresh is on its way. */
function later<T>() {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const storedAt = (receivedAt: number, name: string): StoredSession => {
  const { jwt, refreshToken } = authAt(receivedAt, name);
  return { token: jwt, refreshToken, starts: 1, receivedAt };
};

const today = () => todayIn(appConfig.timeZone);

let queryClient = createQueryClient();
beforeEach(() => {
  queryClient = createQueryClient();
  configureSession({ queryClient });
});
afterEach(() => {
  delete window.boxbookFirstRequests;
});

describe("a reload on the book page asks for the day's classes at once", () => {
  it('with the stored token while it lasts, not waiting for the session to be restored', async () => {
    const asked = classesEndpoint();
    const restored = later<boolean>();
    startFirstScreenQueries(queryClient, '/book/crossfit', {
      stored: Promise.resolve(storedAt(Date.now() - 2 * MINUTE, 'stored')),
      restored: restored.promise,
    });
    await expect
      .poll(() => queryClient.getQueryData<ClassView[]>(classKeys.day(1, today())))
      .toEqual([aClass]);
    expect(asked).toEqual(['stored']);
  });

  it('with the renewed token once restored, when the stored one has run out', async () => {
    const asked = classesEndpoint();
    const restored = later<boolean>();
    startFirstScreenQueries(queryClient, '/book/crossfit', {
      stored: Promise.resolve(storedAt(Date.now() - 20 * MINUTE, 'old')),
      restored: restored.promise,
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
    await startSession(authAt(Date.now(), 'renewed'));
    restored.settle(true);
    await expect.poll(() => asked).toEqual(['renewed']);
  });

  it('asks for nothing of a visitor with no session', async () => {
    const asked = classesEndpoint();
    startFirstScreenQueries(queryClient, '/book/crossfit', {
      stored: Promise.resolve(undefined),
      restored: Promise.resolve(false),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });
});

describe('the reads index.html started before the code arrived', () => {
  it('fill the cache once, and a read that failed is asked again by the app', async () => {
    let configCalls = 0;
    server.use(
      http.get('*/api/app/config', () => {
        configCalls++;
        return HttpResponse.json(appConfig);
      }),
    );
    window.boxbookFirstRequests = new Map<string, Promise<unknown>>([
      ['/api/app/config', Promise.resolve({ ...appConfig, daysToShow: 5 })],
      ['/api/activities', Promise.resolve(null)],
    ]);
    startFirstScreenQueries(queryClient, '/book/crossfit', {
      stored: Promise.resolve(undefined),
      restored: Promise.resolve(false),
    });
    await expect.poll(() => queryClient.getQueryData(['app', 'config'])).toMatchObject({ daysToShow: 5 });
    await expect.poll(() => queryClient.getQueryData<unknown[]>(['activities'])?.length).toBeGreaterThan(0);
    expect(configCalls).toBe(0);
    expect(window.boxbookFirstRequests.size).toBe(0);
  });
});
