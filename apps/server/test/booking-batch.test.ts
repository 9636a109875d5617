import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSavepoint, inTransaction } from '../src/infra/db/in-transaction';
import { creditLedger, lateCancellations, notifications, users } from '../src/infra/db/schema';
import { AppError } from '../src/infra/http/app-error';
import { publishOnCommit } from '../src/infra/realtime/event-queue';
import { EVENTS_CHANNEL } from '../src/infra/realtime/events';
import { asOneBatch, asOneGroup } from './batch-support';
import { addMembers, brokenInvariants } from './booking-rush-support';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { eventually } from './realtime-support';
import type { TestApp } from './test-app';

// Group commit (booking/run-booking.ts): the bookings of a class that arrive together run in one
// transaction, straight, or each in a savepoint once one of them is refused; each is answered after
// the commit. While one booking runs alone, the ones sent with it queue up into the next batch.
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;

beforeAll(async () => {
  ({ t, box, api } = await openBookingBox());
});
afterAll(() => t.close());

describe('a savepoint of the transaction', () => {
  it('undoes what a refused step wrote and queued, and keeps the steps around it', async () => {
    const member = await addMember(t, { name: 'Before' });
    const heard: string[] = [];
    const stop = await t.database.listen(EVENTS_CHANNEL, (payload) => heard.push(payload));
    const rename = (tx: Parameters<Parameters<typeof inTransaction>[1]>[0], name: string) =>
      tx.update(users).set({ name }).where(eq(users.id, member.id));
    try {
      const settled = await inTransaction(t.app.db, async (tx) => {
        await rename(tx, 'First');
        const refused = await inSavepoint(tx, async (step) => {
          await rename(step, 'Refused');
          publishOnCommit(step, { kind: 'class', classId: 991 });
          throw new AppError('no_credits', 'No credits of this kind left');
        });
        const kept = await inSavepoint(tx, async (step) => {
          await step.update(users).set({ surname: 'Kept' }).where(eq(users.id, member.id));
          publishOnCommit(step, { kind: 'class', classId: 992 });
          return 'done';
        });
        return { refused, kept };
      });
      expect(settled.refused).toMatchObject({ ok: false, error: { code: 'no_credits' } });
      expect(settled.kept).toEqual({ ok: true, value: 'done' });
      const [row] = await t.app.db
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, member.id));
      expect(row).toEqual({ name: 'First', surname: 'Kept' });
      // NOTIFYs of one transaction arrive together, in order, at its commit.
      await eventually(() => heard.some((p) => p.includes('992')), 'the kept step’s event');
      expect(heard.some((p) => p.includes('991'))).toBe(false);
    } finally {
      await stop();
    }
  });

  it('gives a deadlock to the whole transaction, which runs again', async () => {
    let attempts = 0;
    const result = await inTransaction(t.app.db, async (tx) => {
      attempts++;
      const step = await inSavepoint(tx, async (inner) => {
        await inner.execute(sql`select 1`);
        if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        return attempts;
      });
      return step;
    });
    expect(result).toEqual({ ok: true, value: 2 });
  });
});

/** A weightlifting class on the test's Monday. */
const newClass = (time: string, maxPeople: number) =>
  addClass(t, { activityId: box.lifting, date: '2026-11-23', time, maxPeople });

/** How many booking transactions ran again in savepoints for `cause`, as the metrics say. */
async function reruns(cause: 'refused' | 'fault'): Promise<number> {
  const { values } = await t.app.metrics.bookingReruns.get();
  return values.find((v) => v.labels.cause === cause)?.value ?? 0;
}

/** Each member's ACTIVITY balance, in the order given. */
async function balancesOf(members: Member[]): Promise<number[]> {
  const rows = await t.app.db
    .select({ id: users.id, balance: users.balanceActivity })
    .from(users)
    .where(
      inArray(
        users.id,
        members.map((m) => m.id),
      ),
    );
  return members.map((m) => rows.find((row) => row.id === m.id)?.balance ?? -1);
}

/** Who holds a place or waits in the class, in the list's order, as a trainer sees it. */
async function placesIn(classId: number): Promise<[number, string][]> {
  const people = await api.classUsers(await addMember(t, { roles: ['USER', 'TRAINER'] }), classId);
  return people.map((p) => [p.user.id, p.status]);
}

describe('bookings of one class sent together', () => {
  it('answers each on its own: a refusal undoes only that booking', async () => {
    const classId = await newClass('20:00', 10);
    const members = await addMembers(t, 5, 2);
    const inactive = await addMember(t, { status: 'INACTIVE', activity: 2 });
    const broke = await addMember(t, { activity: 0 });
    const twice = members[0] as Member;
    const crowd = [...members, inactive, broke, twice];
    const refusedBefore = await reruns('refused');
    const answers = await asOneBatch(
      t,
      classId,
      crowd.map((m) => () => api.join(m, classId)),
    );
    const byCode = answers.map((a) => (a.statusCode === 200 ? a.json().status : a.json().code));
    expect(byCode).toEqual([
      ...['IN', 'IN', 'IN', 'IN', 'IN'],
      ...['user_not_active', 'no_credits'],
      // The same member twice at once: one place, one refusal.
      'already_in_class',
    ]);
    // Every answer given a place shows the class as it was committed, with that member in it.
    for (const [i, answer] of answers.entries())
      if (answer.statusCode === 200) expect(answer.json().class.usersIn).toContain(crowd[i]?.id);
    const people = await api.classUsers(await addMember(t, { roles: ['USER', 'TRAINER'] }), classId);
    expect(people.map((p) => p.user.id).sort()).toEqual(members.map((m) => m.id).sort());
    expect(await brokenInvariants(t, classId, members, 2)).toEqual([]);
    // The batch ran again in savepoints once, for a refusal: the metric tells it from a fault.
    expect(await reruns('refused')).toBe(refusedBefore + 1);
  });

  it('moves the waiting list on, whatever order leaves sent together run in', async () => {
    const classId = await newClass('21:00', 2);
    const members = await addMembers(t, 6, 1);
    for (const m of members) await api.join(m, classId);
    const [first, second, third, fourth, fifth, sixth] = members as [
      Member,
      Member,
      Member,
      Member,
      Member,
      Member,
    ];
    // Two places given up and one waiting member leaving: third and fifth end up in, in any order.
    const answers = await asOneBatch(
      t,
      classId,
      [first, fourth, second].map((m) => () => api.leave(m, classId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    const people = await api.classUsers(trainer, classId);
    expect(
      people
        .filter((p) => p.status === 'IN')
        .map((p) => p.user.id)
        .sort(),
    ).toEqual([third.id, fifth.id].sort());
    expect(people.filter((p) => p.status === 'WAIT').map((p) => p.user.id)).toEqual([sixth.id]);
    expect((await api.join(first, classId)).json()).toMatchObject({
      status: 'WAIT',
      class: { me: { position: 2 } },
    });
    expect(await brokenInvariants(t, classId, members, 1)).toEqual([]);
  });

  it('tells every process each change of the batch once, at its commit', async () => {
    const classId = await newClass('22:20', 5);
    const members = await addMembers(t, 3, 2);
    const heard: string[] = [];
    const stop = await t.database.listen(EVENTS_CHANNEL, (payload) => heard.push(payload));
    try {
      const answers = await asOneBatch(
        t,
        classId,
        members.map((m) => () => api.join(m, classId)),
      );
      const ids = answers.map((answer) => answer.json().id);
      const expected = [
        ...ids.map((classUserId) => ({ kind: 'classUser', action: 'save', classId, classUserId })),
        { kind: 'class', classId },
        ...members.map((m) => ({ kind: 'user', userId: m.id })),
      ];
      await eventually(() => heard.length >= expected.length, 'the batch’s events');
      const events = heard.map((payload) => JSON.parse(payload));
      expect(events).toHaveLength(expected.length);
      expect(events).toEqual(expect.arrayContaining(expected));
    } finally {
      await stop();
    }
  });

  it('numbers the places of its joins one after another, spending no number on leaves and promotions', async () => {
    const classId = await newClass('22:30', 2);
    const members = await addMembers(t, 7, 2);
    const [a, b, c, d, e, f, g] = members as [Member, Member, Member, Member, Member, Member, Member];
    for (const m of [a, b, c, d]) await api.join(m, classId);
    const answers = await asOneBatch(t, classId, [
      () => api.leave(a, classId),
      () => api.join(e, classId),
      () => api.leave(b, classId),
      () => api.join(f, classId),
    ]);
    const [joinedE, joinedF] = [answers[1]?.json().id, answers[3]?.json().id];
    expect(joinedF).toBe(joinedE + 1);
    // The next place is the next number: the batch took none for a, b, c and d.
    expect((await api.join(g, classId)).json().id).toBe(joinedF + 1);
  });

  it('gives the places left as the batch fills them, not as they were when it started', async () => {
    const classId = await newClass('21:30', 2);
    const members = await addMembers(t, 4, 1);
    await api.join(members[0] as Member, classId);
    const answers = await asOneBatch(
      t,
      classId,
      members.slice(1).map((m) => () => api.join(m, classId)),
    );
    expect(answers.map((a) => a.json().status)).toEqual(['IN', 'WAIT', 'WAIT']);
    expect(await brokenInvariants(t, classId, members, 1)).toEqual([]);
  });

  it('lets a member whom an earlier booking of the batch moved in leave, passing the place and its credit on', async () => {
    const classId = await newClass('21:45', 1);
    const members = await addMembers(t, 4, 1);
    const [first, second, third, fourth] = members as [Member, Member, Member, Member];
    for (const m of [first, second, third, fourth]) await api.join(m, classId);
    // first's leave moves second in; second's leave, in the same batch, then gives that place,
    // with its credit, to third.
    const answers = await asOneBatch(t, classId, [
      () => api.leave(first, classId),
      () => api.leave(second, classId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await placesIn(classId)).toEqual([
      [third.id, 'IN'],
      [fourth.id, 'WAIT'],
    ]);
    expect(await brokenInvariants(t, classId, members, 1)).toEqual([]);
  });

  it('moves in a member who joined the waiting list earlier in the same batch', async () => {
    const classId = await newClass('21:50', 1);
    const members = await addMembers(t, 2, 1);
    const [holder, newcomer] = members as [Member, Member];
    await api.join(holder, classId);
    // Nobody waits when the batch starts; the newcomer waits, then the holder's place is theirs.
    const answers = await asOneBatch(t, classId, [
      () => api.join(newcomer, classId),
      () => api.leave(holder, classId),
    ]);
    expect(answers[0]?.json().status).toBe('WAIT');
    expect(await placesIn(classId)).toEqual([[newcomer.id, 'IN']]);
    expect(await brokenInvariants(t, classId, members, 1)).toEqual([]);
  });

  it('passes over a waiting member who cannot pay, as a booking alone does', async () => {
    const classId = await newClass('21:55', 1);
    const [holder, next, newcomer] = (await addMembers(t, 3, 1)) as [Member, Member, Member];
    const broke = await addMember(t, { activity: 0 });
    for (const m of [holder, broke, next]) await api.join(m, classId);
    await asOneBatch(t, classId, [() => api.leave(holder, classId), () => api.join(newcomer, classId)]);
    expect(await placesIn(classId)).toEqual([
      [next.id, 'IN'],
      [broke.id, 'WAIT'],
      [newcomer.id, 'WAIT'],
    ]);
  });
});

describe('many leaves of one class sent together', () => {
  it('gives each freed place to the waiting list in turn, each credit back and out with its ledger row, each promoted member told', async () => {
    const classId = await newClass('22:10', 3);
    const members = await addMembers(t, 7, 2);
    for (const m of members) await api.join(m, classId);
    const [a, b, c, d, e, f, g] = members as [Member, Member, Member, Member, Member, Member, Member];
    // Three places given up and one waiting member leaving: d, f and g move in, in turn.
    const answers = await asOneBatch(
      t,
      classId,
      [a, e, b, c].map((m) => () => api.leave(m, classId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await placesIn(classId)).toEqual([
      [d.id, 'IN'],
      [f.id, 'IN'],
      [g.id, 'IN'],
    ]);
    // Leavers have their credit back; those moved in paid one, each with its ledger row.
    expect(await balancesOf(members)).toEqual([2, 2, 2, 1, 2, 1, 1]);
    expect(await brokenInvariants(t, classId, members, 2)).toEqual([]);
    const refunded = await t.app.db
      .select({ userId: creditLedger.userId })
      .from(creditLedger)
      .where(and(inArray(creditLedger.userId, [a.id, b.id, c.id]), eq(creditLedger.reason, 'REFUND')));
    expect(refunded).toHaveLength(3);
    const told = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'promoted'),
          sql`${notifications.params}->>'classId' = ${String(classId)}`,
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([d.id, f.id, g.id].sort());
  });

  it('keeps the credit of every late leaver lost, plan or balance, and moves nobody in', async () => {
    // 10:30 in Madrid: inside the cancellation window at the test clock's 10:00.
    const classId = await newClass('10:30', 2);
    const onPlan = await addMember(t, { planId: box.plans.twoDays });
    const [paying, waiting] = (await addMembers(t, 2, 2)) as [Member, Member];
    for (const m of [onPlan, paying, waiting]) await api.join(m, classId);
    const answers = await asOneBatch(
      t,
      classId,
      [onPlan, paying].map((m) => () => api.leave(m, classId, m.id, true)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await placesIn(classId)).toEqual([[waiting.id, 'WAIT']]);
    const lost = await t.app.db
      .select({ userId: lateCancellations.userId, source: lateCancellations.creditSource })
      .from(lateCancellations)
      .where(eq(lateCancellations.classId, classId))
      .orderBy(lateCancellations.userId);
    expect(lost).toEqual([
      { userId: onPlan.id, source: 'PLAN' },
      { userId: paying.id, source: 'BALANCE' },
    ]);
    expect(await balancesOf([paying])).toEqual([1]);
  });

  it('takes members moved in off their other waiting lists of that activity and day', async () => {
    const crossfitAt = (time: string, maxPeople: number) =>
      addClass(t, { activityId: box.crossfit, date: '2026-11-23', time, maxPeople });
    const [early, late] = [await crossfitAt('19:10', 2), await crossfitAt('19:40', 1)];
    const [first, second, third, fourth, lateHolder] = (await addMembers(t, 5, 2)) as Member[] as [
      Member,
      Member,
      Member,
      Member,
      Member,
    ];
    await api.join(lateHolder, late);
    for (const m of [first, second]) await api.join(m, early);
    // third and fourth wait in both classes of the day; a crossfit class a day, so a place in one
    // ends the wait in the other.
    for (const m of [third, fourth]) await api.join(m, early);
    for (const m of [third, fourth]) await api.join(m, late);
    const answers = await asOneBatch(
      t,
      early,
      [first, second].map((m) => () => api.leave(m, early)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await placesIn(early)).toEqual([
      [third.id, 'IN'],
      [fourth.id, 'IN'],
    ]);
    expect(await placesIn(late)).toEqual([[lateHolder.id, 'IN']]);
  });
});

describe('bookings of several classes sent together', () => {
  it('reads a member again in a second class once the first one gave them a place: one crossfit class a day', async () => {
    const crossfitAt = (time: string) =>
      addClass(t, { activityId: box.crossfit, date: '2026-11-23', time, maxPeople: 5 });
    const [morning, evening] = [await crossfitAt('18:00'), await crossfitAt('19:00')];
    const [member] = (await addMembers(t, 1, 2)) as [Member];
    // Each class has this one booking: the batch reads the member for both before either runs.
    const answers = await asOneGroup(t, [
      [morning, () => api.join(member, morning)],
      [evening, () => api.join(member, evening)],
    ]);
    expect(answers.map((a) => (a.statusCode === 200 ? a.json().status : a.json().code))).toEqual([
      'IN',
      'single_book',
    ]);
    expect(await placesIn(evening)).toEqual([]);
  });

  it('moves the waiting list on in a class whose leave came with bookings of other classes', async () => {
    const [full, other, quiet] = [
      await newClass('12:40', 1),
      await newClass('12:50', 5),
      await newClass('13:00', 1),
    ];
    const [holder, waiting, joiner, alone] = (await addMembers(t, 4, 2)) as [Member, Member, Member, Member];
    for (const m of [holder, waiting]) await api.join(m, full);
    await api.join(alone, quiet);
    // Each class has one booking: the leaver is read with the others before any class runs.
    const answers = await asOneGroup(t, [
      [full, () => api.leave(holder, full)],
      [other, () => api.join(joiner, other)],
      [quiet, () => api.leave(alone, quiet)],
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await placesIn(full)).toEqual([[waiting.id, 'IN']]);
    expect(await placesIn(quiet)).toEqual([]);
  });

  it('takes each class its own kind of credit, with its ledger row, when joins of several classes go together', async () => {
    const lifting = await newClass('13:10', 5);
    const open = await addClass(t, {
      activityId: box.openBox,
      date: '2026-11-23',
      time: '13:20',
      maxPeople: 5,
    });
    const [lifter] = (await addMembers(t, 1, 2)) as [Member];
    const opener = await addMember(t, { open: 2 });
    const answers = await asOneGroup(t, [
      [lifting, () => api.join(lifter, lifting)],
      [open, () => api.join(opener, open)],
    ]);
    expect(answers.map((a) => a.json().status)).toEqual(['IN', 'IN']);
    const balances = await t.app.db
      .select({ id: users.id, activity: users.balanceActivity, open: users.balanceOpen })
      .from(users)
      .where(inArray(users.id, [lifter.id, opener.id]))
      .orderBy(users.id);
    expect(balances).toEqual([
      { id: lifter.id, activity: 1, open: 0 },
      { id: opener.id, activity: 0, open: 1 },
    ]);
    const spent = await t.app.db
      .select({ userId: creditLedger.userId, kind: creditLedger.kind, classUserId: creditLedger.classUserId })
      .from(creditLedger)
      .where(and(inArray(creditLedger.userId, [lifter.id, opener.id]), eq(creditLedger.reason, 'BOOKING')))
      .orderBy(creditLedger.userId);
    expect(spent).toEqual([
      { userId: lifter.id, kind: 'ACTIVITY', classUserId: answers[0]?.json().id },
      { userId: opener.id, kind: 'OPEN', classUserId: answers[1]?.json().id },
    ]);
  });

  it('counts a plan session used by the batch in another class of the week', async () => {
    // Two sessions a week, one used already: one more, then credits (none here).
    const member = await addMember(t, { planId: box.plans.twoDays, activity: 0 });
    const [used, first, second] = [
      await newClass('12:10', 5),
      await newClass('12:20', 5),
      await newClass('12:30', 5),
    ];
    expect((await api.join(member, used)).json()).toMatchObject({ status: 'IN' });
    const answers = await asOneGroup(t, [
      [first, () => api.join(member, first)],
      [second, () => api.join(member, second)],
    ]);
    expect(answers.map((a) => (a.statusCode === 200 ? a.json().status : a.json().code))).toEqual([
      'IN',
      'no_credits',
    ]);
    expect(await placesIn(second)).toEqual([]);
  });
});
