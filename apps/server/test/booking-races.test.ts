import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, users } from '../src/infra/db/schema';
import { addMembers, brokenInvariants } from './booking-rush-support';
import { addClass, addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import { createTestApp, createTwinApp, type TestApp } from './test-app';

/**
 * The booking rules under real concurrency: two app instances, each with its own connection pool
 * and its own in-process class queue, on one PostgreSQL database, as two server processes are.
 * Only the database's locks and constraints keep the rules here; take the class row lock out of
 * booking/lock-class.ts and the rush below over-books the class.
 */
const serverUrl = process.env.DATABASE_URL;
const CROWD = 200;
const PLACES = 12;
const CREDITS = 2;

describe.skipIf(!serverUrl)('bookings on two app instances with two pools (needs DATABASE_URL)', () => {
  let a: TestApp;
  let b: TestApp;
  let box: Box;
  let trainer: Member;
  let admin: Member;
  const apis = () => [bookingApi(a), bookingApi(b)] as const;
  /** Alternates the calls between the two instances. */
  const on = (i: number) => apis()[i % 2] ?? bookingApi(a);

  beforeAll(async () => {
    a = await createTestApp(); // Monday 10:00 in Madrid
    b = await createTwinApp(a);
    box = await seedBox(a);
    trainer = await addMember(a, { roles: ['USER', 'TRAINER'] });
    admin = await addMember(a, { roles: ['USER', 'ADMIN'] });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const newClass = (time = '20:00', maxPeople = PLACES, date = '2026-11-23') =>
    addClass(a, { activityId: box.lifting, date, time, maxPeople });

  it(`gives a class of ${PLACES} exactly ${PLACES} places in a rush of ${CROWD}`, async () => {
    const classId = await newClass();
    const members = await addMembers(a, CROWD, CREDITS);
    const answers = await Promise.all(members.map((m, i) => on(i).join(m, classId)));
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const statuses = answers.map((r) => r.json().status as string);
    expect(statuses.filter((s) => s === 'IN')).toHaveLength(PLACES);
    expect(await brokenInvariants(a, classId, members, CREDITS)).toEqual([]);
  });

  it('leaves every credit back when a day off cancels the class during a rush', async () => {
    await a.app.db.delete(classes).where(eq(classes.date, '2026-11-24'));
    const classId = await addClass(a, { activityId: box.lifting, date: '2026-11-24', time: '19:00' });
    const members = await addMembers(a, 40, CREDITS);
    const [answers, dayOff] = await Promise.all([
      Promise.all(members.map((m, i) => on(i).join(trainer, classId, m.id))),
      on(1).call(trainer, 'POST', '/api/dayOff', { when: '2026-11-24', frequency: 'ONCE' }),
    ]);
    expect(dayOff.statusCode).toBe(200);
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect(answer.json().code).toBe('class_cancelled');
    }
    expect((await on(0).view(trainer, classId)).json()).toMatchObject({ cancelled: true, usersIn: [] });
    const balances = await a.app.db.select({ balance: users.balanceActivity }).from(users);
    const rushed = new Set(members.map((m) => m.id));
    expect(
      (await a.app.db.select({ id: users.id, balance: users.balanceActivity }).from(users))
        .filter((u) => rushed.has(u.id))
        .every((u) => u.balance === CREDITS),
    ).toBe(true);
    expect(balances.length).toBeGreaterThan(0);
    expect(await brokenInvariants(a, classId, members, CREDITS)).toEqual([]);
  });

  /** `count` classes of one place today, one for each member of a race. */
  const oneSeatClasses = (count: number) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        newClass(`${String(11 + (i % 9)).padStart(2, '0')}:${i < 9 ? '05' : i < 18 ? '25' : '45'}`, 1),
      ),
    );

  /**
   * `count` members with one credit each and a class of one place for each. A first call has each
   * instance check the session of the members who will join on it, so that the race starts with
   * the booking's own work rather than that read.
   */
  const oneSeatRace = async (count: number) => {
    const members = await addMembers(a, count, 1);
    const classIds = await oneSeatClasses(count);
    await Promise.all(members.map((m, i) => on(i).user(m)));
    return { members, classIds };
  };

  /**
   * An admin's credit adjustment for the `i`th member, sent 2 × (i mod 30) ms after the member's
   * join (0 to 58 ms), so that some land before the join's transaction, some during it, some after.
   */
  const adjustDuring = async (i: number, member: Member, adjustment: object) => {
    await new Promise((resolve) => setTimeout(resolve, (i % 30) * 2));
    return on(i + 1).call(admin, 'POST', `/api/users/${member.id}/credits/adjustments`, adjustment);
  };

  it('keeps balance and ledger together when an admin sets credits while the member books', async () => {
    const members = await addMembers(a, 30, 1);
    const classIds = await oneSeatClasses(30);
    await Promise.all(
      members.flatMap((m, i) => [
        on(i).join(trainer, classIds[i] ?? 0, m.id),
        on(i + 1).call(admin, 'PUT', `/api/users/${m.id}/credits`, { credits: { activity: 5, open: 0 } }),
      ]),
    );
    for (const [i, m] of members.entries()) {
      const problems = await brokenInvariants(a, classIds[i] ?? 0, [m], 1);
      // The adjustment sets the balance; what the booking spent before or after it must still add up.
      expect(problems.filter((p) => !p.includes('credits spent'))).toEqual([]);
    }
  });

  it('keeps balance, ledger and places together when an admin adds credits while the member books', async () => {
    const { members, classIds } = await oneSeatRace(30);
    const added = { kind: 'ACTIVITY', delta: 4, note: 'race: credits added' };
    const answers = await Promise.all(
      members.flatMap((m, i) => [on(i).join(m, classIds[i] ?? 0), adjustDuring(i, m, added)]),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    for (const [i, m] of members.entries()) {
      // Before or after the adjustment, the join spends one of the 1 + 4 credits the member had.
      expect(await brokenInvariants(a, classIds[i] ?? 0, [m], 1 + added.delta)).toEqual([]);
    }
  });

  it('lets either the join or an adjustment taking the last credit have it, never both', async () => {
    const { members, classIds } = await oneSeatRace(30);
    const taken = { kind: 'ACTIVITY', delta: -1, note: 'race: credit taken' };
    const answers = await Promise.all(
      members.map((m, i) => Promise.all([on(i).join(m, classIds[i] ?? 0), adjustDuring(i, m, taken)])),
    );
    for (const [i, [join, adjustment]] of answers.entries()) {
      const m = members[i] ?? (undefined as never);
      // One of the two spends the credit; the other is refused for the want of it.
      const adjusted = adjustment.statusCode === 200;
      expect(join.statusCode).toBe(adjusted ? 409 : 200);
      if (adjusted) expect(join.json()).toMatchObject({ code: 'no_credits' });
      else expect(adjustment.json()).toMatchObject({ code: 'balance_negative' });
      expect(await brokenInvariants(a, classIds[i] ?? 0, [m], adjusted ? 0 : 1)).toEqual([]);
    }
  });

  it('gives one place to a member who taps join on two phones at once', async () => {
    const classId = await newClass('20:15');
    const member = await addMember(a, { activity: 3 });
    const answers = await Promise.all([
      on(0).join(trainer, classId, member.id),
      on(1).join(trainer, classId, member.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'already_in_class' });
    expect((await on(0).user(member)).credits.activity).toBe(2);
    expect(await brokenInvariants(a, classId, [member], 3)).toEqual([]);
  });

  it('refunds once when the same place is left twice at the same moment', async () => {
    const classId = await newClass('20:30');
    const member = await addMember(a, { activity: 1 });
    expect((await on(0).join(trainer, classId, member.id)).json()).toMatchObject({ status: 'IN' });
    const answers = await Promise.all([on(0).leave(member, classId), on(1).leave(member, classId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.statusCode === 404)?.json()).toMatchObject({ code: 'not_in_class' });
    expect((await on(0).user(member)).credits.activity).toBe(1);
    expect(await brokenInvariants(a, classId, [member], 1)).toEqual([]);
  });

  it('promotes the next one right when the promoted member leaves at the same moment', async () => {
    const classId = await newClass('21:00', 2);
    const members = await addMembers(a, 6, 1);
    for (const m of members) await on(0).join(trainer, classId, m.id);
    const [first, , second, third] = members as [Member, Member, Member, Member];
    // first leaves (promoting second, the first waiting) while second leaves the list.
    const answers = await Promise.all([on(0).leave(first, classId), on(1).leave(second, classId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const people = await on(0).classUsers(trainer, classId);
    expect(people.filter((p) => p.status === 'IN').map((p) => p.user.id)).toContain(third.id);
    expect(people.some((p) => p.user.id === second.id)).toBe(false);
    expect(await brokenInvariants(a, classId, members, 1)).toEqual([]);
  });

  it('reads a waiting member afresh after waiting for their lock: a plan session used meanwhile counts', async () => {
    // w's plan gives 2 sessions a week; one is used on Monday. w waits on Wednesday's and Thursday's
    // lists (an earlier test made Tuesday a day off).
    const w = await addMember(a, { planId: box.plans.twoDays });
    const [firstHolder, secondHolder] = (await addMembers(a, 2, 1)) as [Member, Member];
    const monday = await newClass('20:30');
    const firstClass = await newClass('20:00', 1, '2026-11-25');
    const secondClass = await newClass('20:00', 1, '2026-11-26');
    // Staff book them: the later classes are not open to members yet.
    await on(0).join(trainer, monday, w.id);
    for (const [holder, classId] of [
      [firstHolder, firstClass],
      [secondHolder, secondClass],
    ] as const) {
      await on(0).join(trainer, classId, holder.id);
      expect((await on(0).join(trainer, classId, w.id)).json().status).toBe('WAIT');
    }
    // Another process moves w in on Thursday (their second session) and holds w's row a moment.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let rowTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      rowTaken = resolve;
    });
    const secondPromotion = b.app.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${w.id} for update`);
      await tx.execute(
        sql`delete from class_users where class_id = ${secondClass} and user_id = ${secondHolder.id}`,
      );
      await tx.execute(
        sql`update class_users set status = 'IN', credit_source = 'PLAN' where class_id = ${secondClass} and user_id = ${w.id}`,
      );
      rowTaken();
      await held;
    });
    try {
      await taken;
      // Wednesday's place frees meanwhile: its promotion waits for w's row.
      const leaving = on(0).leave(firstHolder, firstClass);
      await waitForALockWait();
      letGo();
      await secondPromotion;
      expect((await leaving).statusCode).toBe(200);
    } finally {
      letGo();
    }
    // w has used both sessions: they stay waiting on Wednesday rather than take a third.
    const firstPeople = await on(0).classUsers(trainer, firstClass);
    expect(firstPeople.map((p) => [p.user.id, p.status])).toEqual([[w.id, 'WAIT']]);
  });

  it('opens a whole day at once: bookings of many classes share batches on both instances and never overfill a class', async () => {
    const DAY_CLASSES = 8;
    const classIds = await Promise.all(
      Array.from({ length: DAY_CLASSES }, (_, i) => newClass(`${13 + i}:40`, 3)),
    );
    const members = await addMembers(a, 48, CREDITS);
    await Promise.all(members.map((m, i) => on(i).user(m)));
    // Member i books two classes of the day at once (never the same one: 3i + 1 and i differ by
    // an odd number), through both instances: the queues gather several classes in a batch.
    const first = (i: number) => classIds[i % DAY_CLASSES] ?? 0;
    const second = (i: number) => classIds[(3 * i + 1) % DAY_CLASSES] ?? 0;
    const joins = await Promise.all(
      members.flatMap((m, i) => [on(i).join(m, first(i)), on(i + 1).join(m, second(i))]),
    );
    expect(joins.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    // Then, at once, half of them give up their first class (promoting someone waiting) while the
    // other half book a third one, with whatever credits they have left.
    const moves = await Promise.all(
      members.map((m, i) =>
        i % 2 === 0 ? on(i + 1).leave(m, first(i)) : on(i).join(m, classIds[(i + 4) % DAY_CLASSES] ?? 0),
      ),
    );
    const failures = moves.filter((r) => r.statusCode !== 200).map((r) => r.json().code);
    expect(failures.filter((code) => code !== 'no_credits')).toEqual([]);
    for (const classId of classIds) {
      const problems = await brokenInvariants(a, classId, members, CREDITS);
      // Members book several classes here: the credits are counted over the whole day below.
      expect(problems.filter((p) => !p.includes('credits spent'))).toEqual([]);
    }
    const placesPaid = await a.app.db.execute(
      sql`select count(*)::int as n from class_users where class_id = any(${sql.param(classIds)}::int[])
          and status = 'IN' and credit_source = 'BALANCE'`,
    );
    const balances = await a.app.db
      .select({ balance: users.balanceActivity })
      .from(users)
      .where(sql`${users.id} = any(${sql.param(members.map((m) => m.id))}::int[])`);
    const spent = balances.reduce((total, { balance }) => total + CREDITS - balance, 0);
    expect(spent).toBe(Number((placesPaid as unknown as { rows: { n: number }[] }).rows[0]?.n));
    // The race really ran batches of several classes on one instance or the other.
    expect(Math.max(await mostClassesInABatch(a), await mostClassesInABatch(b))).toBeGreaterThan(1);
  });

  /** The most classes one booking transaction of `t` held, from its batch-size histogram's buckets. */
  async function mostClassesInABatch(t: TestApp): Promise<number> {
    const { values } = await t.app.metrics.bookingBatches.get();
    const buckets = values.filter((v) => v.labels.of === 'classes' && v.metricName?.endsWith('_bucket'));
    const total = values.find((v) => v.labels.of === 'classes' && v.metricName?.endsWith('_count'))?.value;
    // The smallest bound that holds every batch.
    const bounds = buckets
      .filter((v) => v.value === total)
      .map((v) => Number((v.labels as { le?: string | number }).le));
    return Math.min(...bounds.filter(Number.isFinite));
  }

  /** Resolves once a statement on the test's database waits for a lock another transaction holds. */
  async function waitForALockWait(): Promise<void> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = await a.app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (Number((found as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('nothing waited for a lock');
  }
});
