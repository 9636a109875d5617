import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSavepoint, inTransaction } from '../src/infra/db/in-transaction';
import { onCommitted, publishOnCommit } from '../src/infra/realtime/event-queue';
import type { RealtimeEvent } from '../src/infra/realtime/events';
import { createTestApp, type TestApp } from './test-app';

// A transaction that can publish realtime events is a type (UnitOfWork): inTransaction hands one
// out and publishOnCommit asks for one, so a plain transaction, whose events nobody would send,
// is refused by the compiler (`npm run typecheck` checks the @ts-expect-error below).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a unit of work', () => {
  it('sends what it published when it commits, and what a rolled-back savepoint published not', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = onCommitted(t.app.db, (events) => heard.push(...events));
    try {
      await inTransaction(t.app.db, async (unit) => {
        publishOnCommit(unit, { kind: 'class', classId: 1 });
        await inSavepoint(unit, async (step) => {
          publishOnCommit(step, { kind: 'class', classId: 2 });
          throw new Error('refused');
        });
        publishOnCommit(unit, { kind: 'class', classId: 3 });
        publishOnCommit(unit, { kind: 'class', classId: 1 });
      });
    } finally {
      stop();
    }
    expect(heard).toEqual([
      { kind: 'class', classId: 1 },
      { kind: 'class', classId: 3 },
    ]);
  });

  it('is what publishing takes: a plain transaction does not compile, and would throw', async () => {
    await t.app.db.transaction(async (tx) => {
      // @ts-expect-error a plain transaction cannot publish: nothing would send its events
      expect(() => publishOnCommit(tx, { kind: 'settings' })).toThrow();
    });
  });
});
