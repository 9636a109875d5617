import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPushRenderer } from '../src/features/notifications/render-push';
import { inTransaction } from '../src/infra/db/in-transaction';
import { pushOutbox } from '../src/infra/db/schema';
import { queuePush } from '../src/infra/push/push-outbox';
import {
  createPushSender,
  PUSH_PARALLEL,
  PUSH_REQUEST_TIMEOUT_MS,
  PUSH_ROUND_SIZE,
} from '../src/infra/push/push-sender';
import { addMember } from './booking-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let stub: PushServiceStub;

beforeAll(async () => {
  t = await createTestApp({ clock });
  stub = new PushServiceStub();
  await stub.start();
});
afterAll(async () => {
  stub.hold(false);
  stub.release();
  await t.close();
  await stub.close();
});

const countSending = async () =>
  (await t.app.db.select({ id: pushOutbox.id }).from(pushOutbox).where(eq(pushOutbox.status, 'SENDING')))
    .length;

/** Queues `total` pushes to the member's devices, numbered. */
async function queueMany(memberId: number, total: number): Promise<void> {
  await inTransaction(t.app.db, async (tx) => {
    for (let n = 1; n <= total; n++)
      await queuePush(tx, { userId: memberId, kind: 'broadcast', params: { message: `#${n}` } });
  });
}

describe('the push lease', () => {
  it('a push service answering every request at the timeout does not make a second process resend', async () => {
    const member = await addMember(t);
    await subscribeDevice(t.app, member, stub.device('phone'));
    // Another server process: its own sender on the same outbox.
    const other = createPushSender({
      db: t.app.db,
      clock,
      keys: t.app.push.keys,
      render: createPushRenderer(t.app.db, t.env.GYM_TIMEZONE),
      log: t.app.log,
    });
    // Ten waves of 16: at 10 s a wave, well over the lease if one process claimed them all.
    const total = 150;
    stub.hold();
    await queueMany(member.id, total);

    let done = false;
    const sending = deliver(t.app).then(() => {
      done = true;
    });
    while (!done) {
      // A whole wave is waiting on the service: all that this process has claimed, 16 at most.
      await vi.waitFor(async () => {
        if (done) return;
        expect(stub.held).toBeGreaterThan(0);
        expect(stub.held).toBe(Math.min(PUSH_PARALLEL, await countSending()));
      });
      if (done) break;
      // The service answers at the last moment; meanwhile the other process looks for work.
      clock.set(new Date(clock.now().getTime() + PUSH_REQUEST_TIMEOUT_MS).toISOString());
      const sendingHere = await countSending();
      stub.hold(false);
      await other.flush();
      expect(await countSending(), 'rows the first process still has under way').toBe(sendingHere);
      stub.hold();
      stub.release();
    }
    stub.hold(false);
    await sending;

    const bodies = stub.to('phone').map((push) => push.payload.body);
    expect(bodies).toHaveLength(total);
    expect(new Set(bodies).size).toBe(total);
    expect(await countSending()).toBe(0);
  });

  it('a broadcast larger than a round goes out whole, round after round', async () => {
    const member = await addMember(t);
    await subscribeDevice(t.app, member, stub.device('tablet'));
    const total = PUSH_ROUND_SIZE * 2 + 5;
    await queueMany(member.id, total);
    await deliver(t.app);
    expect(new Set(stub.to('tablet').map((push) => push.payload.body)).size).toBe(total);
  });
});
