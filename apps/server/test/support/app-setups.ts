import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/lib/clock';
import { addMember, type Box, type Member, seedBox } from '../booking-support';
import { paymentsApi } from '../payments-support';
import { createTestApp, createTwinApp, type TestApp } from '../test-app';

/** An app on `clock` with the box seeded, its payments API and an admin: what a payments file starts from. */
export interface PaymentsBox {
  t: TestApp;
  box: Box;
  api: ReturnType<typeof paymentsApi>;
  admin: Member;
}

/**
 * Opens a PaymentsBox for the whole file (await it at the top of the file) and closes its app after
 * the file's last test.
 */
export async function openPaymentsBox(clock: Clock): Promise<PaymentsBox> {
  const t = await createTestApp({ clock });
  afterAll(() => t.close());
  const box = await seedBox(t);
  const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  return { t, box, api: paymentsApi(t), admin };
}

/**
 * Two app instances on one PostgreSQL database, each with its own pool, as two server processes
 * are: opened before the tests of the describe it is called in and closed after them. Read `a` and
 * `b` inside a test, once they are open.
 */
export function twoProcesses(): { a: TestApp; b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await createTestApp();
    apps.b = await createTwinApp(apps.a);
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}
