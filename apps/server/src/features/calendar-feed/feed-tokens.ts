import { randomBytes } from 'node:crypto';
import type { Language } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../infra/db/client';
import { calendarFeeds } from '../../infra/db/schema';

/** 32 random bytes: the address is the key, like any private calendar link. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const feedUrl = (publicUrl: string, token: string) =>
  new URL(`/api/calendarFeed/${token}.ics`, publicUrl).toString();

/** The member's calendar address, or null while they have none. */
export async function findFeedToken(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** A new address for the member (their first, or one that replaces the old: the old stops working). */
export async function resetFeedToken(
  tx: Tx,
  { userId, language }: { userId: number; language: Language },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(calendarFeeds)
    .values({ userId, token, language })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, language } });
  return token;
}

export async function removeFeed(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
