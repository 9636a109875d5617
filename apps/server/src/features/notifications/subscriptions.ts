import { isIP } from 'node:net';
import type { Language, PushSubscriptionJson } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { pushOutbox, pushSubscriptions } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

/**
 * Push services are public HTTPS hosts. Anything else (plain http, an address, localhost) would
 * let a member make the server post to a host of our own network; tests run a local push service
 * and allow the loopback.
 */
export function assertPushEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '127.0.0.1' || host === '::1';
  if (allowLoopback && loopback) return;
  const local = loopback || isIP(host) !== 0 || !host.includes('.') || /\.(local|internal)$/i.test(host);
  if (url.protocol !== 'https:' || local)
    throw new AppError('validation', 'A push endpoint is an https address of a push service', {
      field: 'subscription.endpoint',
    });
}

/**
 * Keeps a device's subscription for the caller (one row per device, by endpoint; a member may have
 * several). A device that changes hands (another member signs in on it) takes none of the
 * previous member's pending pushes with it.
 */
export async function subscribe(
  tx: Tx,
  {
    userId,
    subscription,
    language,
  }: { userId: number; subscription: PushSubscriptionJson; language: Language },
): Promise<void> {
  const [previous] = await tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
  if (previous && previous.userId !== userId)
    await tx.delete(pushOutbox).where(and(eq(pushOutbox.subscriptionId, previous.id)));
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    language,
  };
  await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Forgets this device of the caller (logout, the toggle off), or every device of theirs without `endpoint`. */
export async function unsubscribe(
  db: DbOrTx,
  { userId, endpoint }: { userId: number; endpoint?: string | undefined },
): Promise<void> {
  const own = eq(pushSubscriptions.userId, userId);
  await db
    .delete(pushSubscriptions)
    .where(endpoint ? and(own, eq(pushSubscriptions.endpoint, endpoint)) : own);
}

/** Whether this device's subscription is stored for the caller (another member's does not count). */
export async function isSubscribed(
  db: DbOrTx,
  { userId, endpoint }: { userId: number; endpoint: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}
