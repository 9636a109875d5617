import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  creditLedger,
  classes as tClasses,
  classUsers as tClassUsers,
  users as tUsers,
} from '../src/infra/db/schema';
import type { Member } from './booking-support';
import type { TestApp } from './test-app';

/** Many members at once, each with `activity` bought credits (and its ledger row), for rushes. */
export async function addMembers(
  t: Pick<TestApp, 'app'>,
  count: number,
  activity: number,
): Promise<Member[]> {
  const tag = `${process.pid}${Date.now().toString(36).toUpperCase()}`;
  const rows = await t.app.db
    .insert(tUsers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        cin: `R${tag}N${i}`,
        passwordHash: 'not-used',
        name: `Rush${i}`,
        surname: 'Load',
        email: `rush${i}@example.com`,
        balanceActivity: activity,
      })),
    )
    .returning({ id: tUsers.id });
  await t.app.db.insert(creditLedger).values(
    rows.map((row) => ({
      userId: row.id,
      kind: 'ACTIVITY' as const,
      delta: activity,
      reason: 'PURCHASE' as const,
    })),
  );
  return rows.map((row) => ({ id: row.id, roles: ['USER'] }));
}

/**
 * The booking invariants (see docs/product.md, Joining a class) for one class and its rush users,
 * read from the database: at most maxPeople IN (exactly, when people wait), one entry per user,
 * (joined_at, id) order equal to id order (the order the server accepted joins), balance = sum of
 * the ledger for every user, and as many credits spent as places IN. Returns the broken ones; none
 * means all hold.
 */
export async function brokenInvariants(
  t: Pick<TestApp, 'app'>,
  classId: number,
  members: Member[],
  initialBalance: number,
): Promise<string[]> {
  const db = t.app.db;
  const problems: string[] = [];
  const [cls] = await db.select().from(tClasses).where(eq(tClasses.id, classId));
  const entries = await db
    .select()
    .from(tClassUsers)
    .where(eq(tClassUsers.classId, classId))
    .orderBy(asc(tClassUsers.joinedAt), asc(tClassUsers.id));
  const placed = entries.filter((e) => e.status === 'IN').length;
  const waiting = entries.length - placed;
  if (!cls || placed > cls.maxPeople) problems.push(`${placed} IN for ${cls?.maxPeople} places`);
  if (cls && waiting > 0 && placed < cls.maxPeople) problems.push(`${waiting} waiting beside a free place`);
  if (new Set(entries.map((e) => e.userId)).size !== entries.length)
    problems.push('a user holds two entries');
  const byId = [...entries].sort((a, b) => a.id - b.id).map((e) => e.id);
  if (byId.join() !== entries.map((e) => e.id).join())
    problems.push('(joined_at, id) order differs from id order');
  const ids = members.map((m) => m.id);
  const balances = await db
    .select({ id: tUsers.id, balance: tUsers.balanceActivity })
    .from(tUsers)
    .where(inArray(tUsers.id, ids));
  const ledger = await db
    .select({ userId: creditLedger.userId, total: sql<number>`sum(${creditLedger.delta})::int` })
    .from(creditLedger)
    .where(and(inArray(creditLedger.userId, ids), eq(creditLedger.kind, 'ACTIVITY')))
    .groupBy(creditLedger.userId);
  const off = balances.filter((b) => ledger.find((l) => l.userId === b.id)?.total !== b.balance);
  if (off.length) problems.push(`${off.length} balances differ from their ledger`);
  const spent = balances.reduce((total, b) => total + (initialBalance - b.balance), 0);
  const paidPlaces = entries.filter((e) => e.status === 'IN' && e.creditSource === 'BALANCE').length;
  if (spent !== paidPlaces) problems.push(`${spent} credits spent for ${paidPlaces} paid places`);
  return problems;
}
