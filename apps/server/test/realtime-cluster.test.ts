import { expect, it } from 'vitest';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  openSharedDatabase,
  publish,
  startListeningApp,
  tokenFor,
} from './realtime-support';

it.skipIf(!process.env.DATABASE_URL)(
  'delivers an event published in one process to the clients of every process (needs DATABASE_URL: PGlite is a single process)',
  async () => {
    const shared = await openSharedDatabase(2);
    const apps: ListeningApp[] = [];
    try {
      for (const database of shared.handles) apps.push(await startListeningApp(database));
      const [a, b] = apps as [ListeningApp, ListeningApp];
      for (const [name, { app }] of [['A', a] as const, ['B', b] as const])
        app.realtime.onEvent('user', async (event) => [
          { destination: `/user/${event.userId}/read`, body: { id: event.userId, servedBy: name } },
        ]);
      // Signed by A, accepted by B: the processes share the secret through the database.
      const token = await tokenFor(a.app, 7);
      const [onA, onB] = [await connectStompClient(a.url, token), await connectStompClient(b.url, token)];
      const [bodiesA, bodiesB] = [await onA.subscribe('/user/7/read'), await onB.subscribe('/user/7/read')];

      await publish(a.app.db, { kind: 'user', userId: 7 });

      await eventually(() => bodiesA.length > 0 && bodiesB.length > 0, 'the message on both processes');
      expect(bodiesB).toEqual([{ id: 7, servedBy: 'B' }]);
      expect(bodiesA).toEqual([{ id: 7, servedBy: 'A' }]);
      await Promise.all([onA.close(), onB.close()]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await shared.drop();
    }
  },
);
