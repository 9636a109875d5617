import type { ClassView, User } from '@boxbook/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../src/app/session-controller';
import { fakeStomp } from './fake-stomp';
import { aClassView, server } from './msw-server';
import { member, renderApp } from './render-app';
import { authAt } from './tokens';

const NOW = Date.parse('2026-11-23T09:00:00Z');
const URL = '/book/crossfit/2026-11-23';

const twelve = Array.from({ length: 12 }, (_, i) => i + 10);

/** The day as the server holds it; every GET /api/classes is counted. */
function dayOnServer(first: ClassView[]) {
  const day = { classes: first, gets: 0, hold: null as Promise<void> | null };
  server.use(
    http.get('*/api/classes', async () => {
      day.gets += 1;
      const answer = day.classes;
      await day.hold;
      return HttpResponse.json(answer);
    }),
  );
  return day;
}

/** Signed in and listening; the broker answers a class's subscription with the class as `day` holds it. */
async function signIn(user: User = member, day?: { classes: ClassView[] }) {
  const broker = fakeStomp({
    currentState: (destination) => day?.classes.find(({ id }) => destination === `/class/${id}`),
  });
  await startSession(authAt(NOW, 't0', user));
  await vi.waitFor(() => expect(broker.connects).toEqual(['t0']));
  return broker;
}

const places = () => screen.getByTestId('places').textContent;

/**
 * Subscribed to the day's classes, and past their first frames (what changed between the first
 * answer and the subscription comes as the class as it is now: use-live-query.ts, currentState).
 */
async function caughtUp(broker: ReturnType<typeof fakeStomp>, day: { gets: number; classes: ClassView[] }) {
  for (const { id } of day.classes)
    await waitFor(() => expect(broker.isSubscribed(`/class/${id}`)).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 150));
  const gets = day.gets;
  await waitFor(() => expect(screen.queryByRole('status', { name: /cargando/i })).toBeNull());
  return gets;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  // Signed out while the date is still the test's: on the real date the token would be long
  // expired, and the session would try to renew it.
  setVisibility('visible');
  cleanup();
  await endSession();
  vi.useRealTimers();
});

describe('a class frame', () => {
  it('updates that class, the member’s place included, without fetching the day again', async () => {
    const day = dayOnServer([aClassView({})]);
    const broker = await signIn();
    renderApp(URL);
    await waitFor(() => expect(places()).toBe('Quedan 10 plazas'));
    const gets = await caughtUp(broker, day);

    const frame = aClassView({ usersIn: twelve, usersWait: [99, member.id] });
    day.classes = [frame];
    broker.send('/class/1', frame);
    const card = screen.getByRole('article');
    await waitFor(() => expect(within(card).queryByText('En espera · 2º')).toBeTruthy());
    expect(places()).toBe('Completa · 2 en espera');
    expect(day.gets).toBe(gets);
  });

  it('shows a class cancelled meanwhile as cancelled, with nothing left to book', async () => {
    const day = dayOnServer([aClassView({})]);
    const broker = await signIn();
    renderApp(URL);
    await waitFor(() => expect(places()).toBe('Quedan 10 plazas'));
    await caughtUp(broker, day);

    const frame = aClassView({ usersIn: [], cancelled: true, cancelReason: 'STAFF' });
    day.classes = [frame];
    broker.send('/class/1', frame);
    await waitFor(() => expect(screen.queryByText('El box ha anulado esta clase.')).toBeTruthy());
    expect(within(screen.getByRole('article')).queryByRole('button', { name: 'Reservar' })).toBeNull();
    expect(screen.queryByTestId('places')).toBeNull();
  });

  it('is not undone by an answer the server wrote before it', async () => {
    const day = dayOnServer([aClassView({}), aClassView({ id: 2 })]);
    const broker = await signIn();
    renderApp(URL);
    const gets = await caughtUp(broker, day);
    // The next GET reads the day now (class 2 changed), but its answer is slow to come back.
    day.classes = [aClassView({}), aClassView({ id: 2, usersIn: [] })];
    let release = () => {};
    day.hold = new Promise((resolve) => {
      release = resolve;
    });
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(day.gets).toBe(gets + 1));

    broker.send('/class/1', aClassView({ usersIn: [2, 3, 4, 5] }));
    const [first, second] = screen.getAllByTestId('places');
    await waitFor(() => expect(first?.textContent).toBe('Quedan 8 plazas'));
    release();
    await waitFor(() => expect(second?.textContent).toBe('Quedan 12 plazas'));
    expect(first?.textContent).toBe('Quedan 8 plazas');
  });

  it('leaves staff their own block: a trainer may add people to a class not open to members yet', async () => {
    const trainer: User = { ...member, id: 3, roles: ['USER', 'TRAINER'] };
    dayOnServer([aClassView({ date: '2026-11-24' })]);
    const broker = await signIn(trainer);
    renderApp('/book/crossfit/2026-11-24');
    await waitFor(() => expect(broker.isSubscribed('/class/1')).toBe(true));
    broker.send(
      '/class/1',
      aClassView({
        date: '2026-11-24',
        usersIn: [2],
        block: 'not_open_yet',
        opensAt: '2026-11-23T16:00:00Z',
      }),
    );
    await waitFor(() => expect(places()).toBe('Quedan 11 plazas'));
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeTruthy();
  });
});

describe('the booking screen catches up', () => {
  it('on a change made between fetching the day and listening to its classes, without fetching it again', async () => {
    const day = { classes: [aClassView({})], gets: 0 };
    server.use(
      http.get('*/api/classes', () => {
        day.gets += 1;
        const answer = day.classes;
        // Someone books right after this answer left, before this screen subscribed to the
        // class: the server publishes that frame to nobody, and sends the class as it is now
        // as the subscription's first frame.
        day.classes = [aClassView({ usersIn: [2, 3, 4] })];
        return HttpResponse.json(answer);
      }),
    );
    const broker = await signIn(member, day);
    renderApp(URL);
    await waitFor(() => expect(broker.isSubscribed('/class/1')).toBe(true));
    await waitFor(() => expect(places()).toBe('Quedan 9 plazas'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(day.gets).toBe(1);
  });

  it('when the realtime connection comes back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    const day = dayOnServer([aClassView({})]);
    const broker = await signIn();
    renderApp(URL);
    await vi.waitFor(() => expect(places()).toBe('Quedan 10 plazas'));
    broker.drop();
    // Booked by someone else while this phone was not listening.
    day.classes = [aClassView({ usersIn: [2, 3, 4] })];
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(places()).toBe('Quedan 9 plazas'));
  });

  it('when the tab is shown again', async () => {
    const day = dayOnServer([aClassView({})]);
    await signIn();
    renderApp(URL);
    await waitFor(() => expect(places()).toBe('Quedan 10 plazas'));
    day.classes = [aClassView({ usersIn: [2, 3, 4] })];
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(places()).toBe('Quedan 9 plazas'));
  });

  it('when the network returns', async () => {
    const day = dayOnServer([aClassView({})]);
    await signIn();
    renderApp(URL);
    await waitFor(() => expect(places()).toBe('Quedan 10 plazas'));
    day.classes = [aClassView({ usersIn: [2, 3, 4] })];
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(places()).toBe('Quedan 9 plazas'));
  });
});

describe('the trainer’s class sheet', () => {
  it('says which class it is, and keeps its places live', async () => {
    const trainer: User = { ...member, id: 3, roles: ['USER', 'TRAINER'] };
    // The server holds what the frame says: the catch-up fetch after subscribing may come after it.
    let onServer = aClassView({});
    server.use(
      http.get('*/api/classes/1', () => HttpResponse.json(onServer)),
      http.get('*/api/classes/classUsers/1', () => HttpResponse.json([])),
    );
    const broker = await signIn(trainer);
    renderApp('/book/crossfit/2026-11-23/1');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crossfit · 18:00 – 19:00'),
    );
    expect(screen.getByText('lunes, 23 de noviembre')).toBeTruthy();
    expect(places()).toBe('Quedan 10 plazas');
    await waitFor(() => expect(broker.isSubscribed('/class/1')).toBe(true));
    onServer = aClassView({ usersIn: twelve, usersWait: [40] });
    broker.send('/class/1', onServer);
    await waitFor(() => expect(places()).toBe('Completa · 1 en espera'));
  });
});
