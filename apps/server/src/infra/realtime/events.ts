/**
 * What changed, as ids only: each server process reads the current state itself (see
 * docs/product.md, Live updates).
 */
export type RealtimeEvent =
  | { kind: 'user'; userId: number }
  | { kind: 'class'; classId: number }
  | { kind: 'classUser'; action: 'save' | 'update' | 'delete'; classId: number; classUserId: number }
  /** The box's settings or days off changed: every process drops what it keeps in memory. */
  | { kind: 'settings' }
  /** A member's staff chat changed (a message, a read): its conversation and the staff inbox. */
  | { kind: 'chat'; userId: number }
  /** A whiteboard day's reactions changed (features/reactions): its viewers fetch it again. */
  | { kind: 'whiteboard'; date: string }
  /** An in-house Open's scores or verdicts changed (features/open-events): its leaderboard. */
  | { kind: 'openLeaderboard'; eventId: number }
  /** Pushes were queued: every process's sender looks at the outbox (infra/push). */
  | { kind: 'push' };

export const EVENTS_CHANNEL = 'boxbook_events';
