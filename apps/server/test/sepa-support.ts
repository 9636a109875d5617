import { expect } from 'vitest';
import type { Clock } from '../src/lib/clock';
import { addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

/** The box's creditor as the SEPA tests set it: a real-format creditor id and account. */
export const TEST_CREDITOR = {
  name: 'Box Fòrum SL',
  creditorId: 'ES11000B12345674',
  iban: 'ES7921000813610123456789',
} as const;

/**
 * A box of our own that collects by direct debit, with an admin: its creditor set, the mandates
 * agreeing 2 days of notice (the bank's lead days then set the collection date).
 */
export async function openSepaBox(
  clock: Clock,
): Promise<{ t: TestApp; box: Box; api: ReturnType<typeof bookingApi>; admin: Member }> {
  const t = await createTestApp({ clock });
  const box = await seedBox(t);
  const api = bookingApi(t);
  const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  const creditor = await api.call(admin, 'PUT', '/api/mandates/creditor', {
    ...TEST_CREDITOR,
    noticeDays: 2,
  });
  expect(creditor.statusCode).toBe(200);
  return { t, box, api, admin };
}
