import { addDaysTo, daysBetween, gymDateOf, isoWeekOf } from '@boxbook/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../infra/db/client';
import * as t from '../infra/db/schema';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/password';
import {
  demoActivities,
  demoMovements,
  demoPlans,
  demoProducts,
  demoRecovery,
  demoTemplates,
  demoUsers,
  demoWods,
  type WodBlock,
} from './demo-content';
import { insertDemoOpen } from './demo-open';
import { demoTerms } from './demo-terms';

export interface DemoLogin {
  cin: string;
  password: string;
  role: string;
}

/**
 * Fills an empty database with a believable box: activities, a weekly schedule, plans, shop,
 * movements, this week's workouts (one of them a benchmark), a set of members and an Open running.
 * Does nothing if activities exist.
 */
export async function seedDemoData(
  db: Db,
  options: { clock: Clock; timeZone: string },
): Promise<DemoLogin[] | null> {
  return db.transaction(async (tx) => {
    // Two processes starting on an empty database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(7270002)`);
    const [existing] = await tx.select({ id: t.activities.id }).from(t.activities).limit(1);
    if (existing) return null;

    const activityIds = await insertActivities(tx);
    await tx.insert(t.classTemplates).values(
      demoTemplates.map(({ activityKey, ...template }) => ({
        ...template,
        activityId: idOf(activityIds, activityKey),
      })),
    );
    const plans = await tx
      .insert(t.plans)
      .values(
        demoPlans.map(({ activityCredits, openCredits, ...p }) => ({ ...p, activityCredits, openCredits })),
      )
      .returning({ id: t.plans.id, key: t.plans.key });
    const planIds = new Map(plans.map((p) => [p.key, p.id]));
    await tx.insert(t.products).values(demoProducts);
    await tx.insert(t.movements).values(demoMovements);
    const today = gymDateOf(options.clock.now(), options.timeZone);
    await insertTrainingWeek(tx, today);
    const logins = await insertUsers(tx, planIds);
    await assignDemoCoaches(tx);
    await insertDemoOpen(tx, { today, now: options.clock.now(), judgeCin: '00000000T' });
    await insertTerms(tx, options.clock.now());
    return logins;
  });
}

/** The demo trainer and admin take turns coaching the weekly slots, so schedules name a coach. */
async function assignDemoCoaches(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update class_templates set coach_id = (
      select id from users
      where cin = case when class_templates.id % 2 = 1 then '11111111H' else '00000000T' end)`);
}

/** Version 1 of the terms, accepted by every demo member when it was published. */
async function insertTerms(tx: Tx, now: Date): Promise<void> {
  const [version] = await tx
    .insert(t.termsVersions)
    .values({ version: 1, ...demoTerms, publishedAt: now })
    .returning({ id: t.termsVersions.id });
  if (!version) return;
  const members = await tx.select({ id: t.users.id }).from(t.users);
  if (members.length)
    await tx
      .insert(t.termsAcceptances)
      .values(members.map((m) => ({ userId: m.id, versionId: version.id, acceptedAt: now })));
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`demo content names unknown key ${key}`);
  return id;
}

async function insertActivities(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .insert(t.activities)
    .values(demoActivities)
    .returning({ id: t.activities.id, key: t.activities.key });
  return new Map(rows.map((r) => [r.key, r.id]));
}

async function insertTrainingWeek(tx: Tx, today: string): Promise<void> {
  const dayNumber = daysBetween('1970-01-01', today);
  const library = await tx.select({ id: t.benchmarks.id, nameEs: t.benchmarks.nameEs }).from(t.benchmarks);
  const benchmarkIds = new Map(library.map((b) => [b.nameEs, b.id]));
  const wods = [-3, -2, -1, 0, 1, 2, 3].map((offset) => ({
    when: addDaysTo(today, offset),
    wbs: linkBenchmarks(
      demoWods[(((dayNumber + offset) % demoWods.length) + demoWods.length) % demoWods.length] ?? [],
      benchmarkIds,
    ),
  }));
  await tx.insert(t.wods).values(wods);
  const { year, week, monday } = isoWeekOf(today);
  await tx.insert(t.recoveries).values({ year, week, when: monday, wbs: demoRecovery });
}

/** A block naming a benchmark is stored linked to it, as the WOD designer links one. */
function linkBenchmarks(blocks: WodBlock[], ids: Map<string, number>): object[] {
  return blocks.map(({ benchmark, wbs, ...block }) => ({
    ...block,
    ...(benchmark ? { benchmarkId: idOf(ids, benchmark) } : {}),
    wbs: linkBenchmarks(wbs, ids),
  }));
}

async function insertUsers(tx: Tx, planIds: Map<string, number>): Promise<DemoLogin[]> {
  // Hash each distinct demo password once: argon2 is slow on purpose.
  const hashes = new Map<string, string>();
  for (const password of new Set(demoUsers.map((u) => u.password)))
    hashes.set(password, await hashPassword(password));

  const logins: DemoLogin[] = [];
  for (const user of demoUsers) {
    const { password, planKey, boughtActivityCredits, boughtOpenCredits, ...profile } = user;
    const [row] = await tx
      .insert(t.users)
      .values({
        ...profile,
        passwordHash: hashes.get(password) ?? '',
        planId: planKey ? idOf(planIds, planKey) : null,
        balanceActivity: boughtActivityCredits,
        balanceOpen: boughtOpenCredits,
      })
      .returning({ id: t.users.id });
    if (!row) continue;
    const ledger = [
      { kind: 'ACTIVITY' as const, delta: boughtActivityCredits },
      { kind: 'OPEN' as const, delta: boughtOpenCredits },
    ].filter((entry) => entry.delta > 0);
    if (ledger.length) {
      await tx
        .insert(t.creditLedger)
        .values(ledger.map((e) => ({ ...e, userId: row.id, reason: 'DEMO' as const })));
    }
    const role = user.roles.find((r) => r !== 'USER') ?? (planKey ? 'USER (plan)' : 'USER (no plan)');
    if (logins.length < 5) logins.push({ cin: user.cin, password, role });
  }
  return logins;
}
