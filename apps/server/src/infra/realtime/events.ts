import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** What changed, as ids only: each server process reads the current state itself (DESIGN.md 6). */
export type RealtimeEvent =
  | { kind: 'user'; userId: number }
  | { kind: 'class'; classId: number }
  | { kind: 'classUser'; action: 'save' | 'update' | 'delete'; classId: number; classUserId: number };

export const EVENTS_CHANNEL = 'boxbook_events';

/**
 * Announces a change to every server process. Called inside the transaction that made the
 * change: PostgreSQL delivers a NOTIFY only when that transaction commits, and never if it rolls back.
 */
export async function publishEvent(tx: DbOrTx, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
