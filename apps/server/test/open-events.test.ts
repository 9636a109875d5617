import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/infra/db/schema';
import { addMember, headersOf, type Member } from './booking-support';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  startListeningApp,
  tokenFor,
} from './realtime-support';

/** The in-house Open (docs/product.md, The in-house Open), on the embedded database or DATABASE_URL's. */
let t: ListeningApp;
let trainer: Member;
let judge: Member;

beforeAll(async () => {
  t = await startListeningApp();
  trainer = await addMember(t, { name: 'Marc', surname: 'Coach', roles: ['USER', 'TRAINER'] });
  judge = await addMember(t, { name: 'Núria', surname: 'Admin', roles: ['USER', 'ADMIN'] });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
async function call(who: Member, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: await headersOf(t.app, who) });
}

/** An athlete with the profile a division needs (or without it). */
async function athlete(
  name: string,
  profile: { sex: 'FEMININE' | 'MASCULINE' | null; birth: string | null } = {
    sex: 'FEMININE',
    birth: '1995-05-10',
  },
) {
  const member = await addMember(t, { name, surname: 'Puig' });
  await t.app.db.update(users).set(profile).where(eq(users.id, member.id));
  return member;
}

/** An event starting Friday 27 November 2026, registration open, with the workouts given. */
async function openEvent(workouts: object[] = [timeWorkout()]) {
  const event = (
    await call(trainer, 'POST', '/api/openEvents', {
      nameCa: 'Open de la Box',
      nameEs: 'Open de la Box',
      startsOn: '2026-11-27',
      endsOn: '2026-12-13',
      registrationOpen: true,
    })
  ).json();
  const added = [];
  for (const w of workouts)
    added.push((await call(trainer, 'POST', `/api/openEvents/${event.id}/workouts`, w)).json());
  return { id: event.id as number, workouts: added as { id: number }[] };
}
const timeWorkout = (extra: object = {}) => ({
  nameCa: '26.1',
  nameEs: '26.1',
  descriptionCa: 'Thrusters i burpees',
  descriptionEs: 'Thrusters y burpees',
  kind: 'time',
  capSeconds: 600,
  hasTiebreak: true,
  scoringOpen: true,
  ...extra,
});
const loadWorkout = { nameCa: '26.2', nameEs: '26.2', kind: 'load', scoringOpen: true };

const register = (who: Member, eventId: number, level = 'RX') =>
  call(who, 'PUT', `/api/openEvents/${eventId}/registration`, { level });
const enter = (who: Member, workoutId: number, result: object, tiebreakSeconds: number | null = null) =>
  call(who, 'PUT', `/api/openEvents/workouts/${workoutId}/score`, { result, tiebreakSeconds });
const judgeIt = (who: Member, scoreId: number, verdict: object = { verdict: 'VALIDATED' }) =>
  call(who, 'POST', `/api/openEvents/scores/${scoreId}/judgement`, verdict);
/** Enters a score and has the admin validate it. */
async function validated(
  who: Member,
  workoutId: number,
  result: object,
  tiebreakSeconds: number | null = null,
) {
  const score = (await enter(who, workoutId, result, tiebreakSeconds)).json();
  expect((await judgeIt(judge, score.id)).json()).toMatchObject({ status: 'VALIDATED' });
  return score.id as number;
}
const board = async (who: Member, eventId: number, division?: string) =>
  (
    await call(who, 'GET', `/api/openEvents/${eventId}/leaderboard${division ? `?division=${division}` : ''}`)
  ).json();

describe('staff set up an event', () => {
  it('with its workouts in order; members may not', async () => {
    const event = await openEvent([timeWorkout(), loadWorkout]);
    const read = (await call(await athlete('Rita'), 'GET', `/api/openEvents/${event.id}`)).json();
    expect(
      read.workouts.map((w: { nameCa: string; position: number }) => `${w.position} ${w.nameCa}`),
    ).toEqual(['1 26.1', '2 26.2']);
    const member = await athlete('Mia');
    expect((await call(member, 'POST', '/api/openEvents', { nameCa: 'x' })).statusCode).toBe(403);
    expect((await call(member, 'POST', `/api/openEvents/${event.id}/workouts`, loadWorkout)).statusCode).toBe(
      403,
    );
  });

  it('a time workout needs its cap and only it has one; a bad one names the field', async () => {
    const { id } = await openEvent([]);
    const noCap = await call(
      trainer,
      'POST',
      `/api/openEvents/${id}/workouts`,
      timeWorkout({ capSeconds: null }),
    );
    expect(noCap.json()).toMatchObject({ statusCode: 400, code: 'validation', field: 'capSeconds' });
    const capped = await call(trainer, 'POST', `/api/openEvents/${id}/workouts`, {
      ...loadWorkout,
      capSeconds: 600,
    });
    expect(capped.json()).toMatchObject({ statusCode: 400, field: 'capSeconds' });
  });
});

describe('registration', () => {
  it('puts the member in the division of their sex and their age on the first day', async () => {
    const { id } = await openEvent();
    // 35 on 26 November, the day before the event: 35-44 for the whole event.
    const veteran = await athlete('Vera', { sex: 'FEMININE', birth: '1991-11-26' });
    // 35 on 28 November, the day after it starts: still 18-34.
    const younger = await athlete('Pol', { sex: 'MASCULINE', birth: '1991-11-28' });
    expect((await register(veteran, id, 'SCALED')).json().division).toEqual({
      level: 'SCALED',
      sex: 'FEMININE',
      ageGroup: '35-44',
    });
    expect((await register(younger, id, 'FOUNDATIONS')).json().division).toEqual({
      level: 'FOUNDATIONS',
      sex: 'MASCULINE',
      ageGroup: '18-34',
    });
  });

  it('is one per event: registering again changes the level', async () => {
    const { id } = await openEvent();
    const member = await athlete('Ona');
    await register(member, id, 'RX');
    await register(member, id, 'SCALED');
    const me = (await call(member, 'GET', `/api/openEvents/${id}/me`)).json();
    expect(me.entry.division.level).toBe('SCALED');
    expect((await board(member, id)).divisions).toEqual([
      { level: 'SCALED', sex: 'FEMININE', ageGroup: '18-34' },
    ]);
  });

  it('is refused when closed, without sex or birth date, and under 14', async () => {
    const { id } = await openEvent();
    const incomplete = await athlete('Lia', { sex: null, birth: '1990-01-01' });
    expect((await register(incomplete, id)).json()).toMatchObject({
      statusCode: 409,
      code: 'open_profile_incomplete',
    });
    const child = await athlete('Nil', { sex: 'MASCULINE', birth: '2012-11-28' });
    expect((await register(child, id)).json()).toMatchObject({ code: 'open_too_young' });
    const event = (await call(trainer, 'GET', `/api/openEvents/${id}`)).json();
    await call(trainer, 'PUT', `/api/openEvents/${id}`, {
      ...event,
      workouts: undefined,
      registrationOpen: false,
    });
    expect((await register(await athlete('Eva'), id)).json()).toMatchObject({
      code: 'open_registration_closed',
    });
    expect((await call(trainer, 'GET', `/api/openEvents/${id}/me`)).json()).toEqual({ entry: null });
  });
});

describe('entering a score', () => {
  it('needs a registration and an open workout', async () => {
    const { id, workouts } = await openEvent([
      timeWorkout(),
      timeWorkout({ nameCa: '26.3', scoringOpen: false }),
    ]);
    const [open, closed] = workouts.map((w) => w.id) as [number, number];
    const member = await athlete('Bet');
    expect((await enter(member, open, { kind: 'time', seconds: 500 })).json()).toMatchObject({
      code: 'open_not_registered',
    });
    await register(member, id);
    expect((await enter(member, closed, { kind: 'time', seconds: 500 })).json()).toMatchObject({
      code: 'open_workout_closed',
    });
    expect((await enter(member, open, { kind: 'time', seconds: 500 }, 240)).json()).toMatchObject({
      status: 'PENDING',
    });
  });

  it('takes a time under the cap or the reps at the cap, and a tiebreak only where asked', async () => {
    const { id, workouts } = await openEvent([timeWorkout(), loadWorkout]);
    const [forTime, forLoad] = workouts.map((w) => w.id) as [number, number];
    const member = await athlete('Gal');
    await register(member, id);
    expect((await enter(member, forTime, { kind: 'time', seconds: 601 })).json()).toMatchObject({
      code: 'open_over_cap',
      params: { capSeconds: 600 },
    });
    expect((await enter(member, forTime, { kind: 'load', load: 60 })).json()).toMatchObject({
      code: 'open_result_kind_mismatch',
    });
    expect((await enter(member, forTime, { kind: 'capped', reps: 188 })).json()).toMatchObject({
      result: { kind: 'capped', reps: 188 },
    });
    expect((await enter(member, forLoad, { kind: 'load', load: 60 }, 100)).json()).toMatchObject({
      code: 'open_tiebreak_not_asked',
    });
    expect((await enter(member, forLoad, { kind: 'load', load: -1 })).json()).toMatchObject({
      code: 'validation',
    });
  });
});

describe('judging', () => {
  it('is for trainers and admins: a member may not validate, not even their own score', async () => {
    const { id, workouts } = await openEvent();
    const member = await athlete('Jana');
    await register(member, id);
    const score = (await enter(member, workouts[0]?.id ?? 0, { kind: 'time', seconds: 480 })).json();
    expect((await judgeIt(member, score.id)).statusCode).toBe(403);
    expect((await call(member, 'GET', `/api/openEvents/${id}/pending`)).statusCode).toBe(403);
    const pending = (await call(trainer, 'GET', `/api/openEvents/${id}/pending`)).json();
    expect(pending).toMatchObject([
      { id: score.id, athlete: expect.stringMatching(/^Jana.* P\.$/), status: 'PENDING' },
    ]);
    expect((await judgeIt(trainer, score.id)).json()).toMatchObject({ status: 'VALIDATED' });
    expect((await call(trainer, 'GET', `/api/openEvents/${id}/pending`)).json()).toEqual([]);
  });

  it('never lets a judge judge their own score: another judge does', async () => {
    const { id, workouts } = await openEvent();
    await t.app.db
      .update(users)
      .set({ sex: 'MASCULINE', birth: '1988-03-03' })
      .where(eq(users.id, trainer.id));
    await register(trainer, id);
    const own = (await enter(trainer, workouts[0]?.id ?? 0, { kind: 'time', seconds: 400 })).json();
    expect((await judgeIt(trainer, own.id)).json()).toMatchObject({
      statusCode: 409,
      code: 'open_own_score',
    });
    expect((await judgeIt(judge, own.id)).json()).toMatchObject({ status: 'VALIDATED' });
  });

  it("leaves a judge's own score out of their queue, and only theirs: another judge's lists it", async () => {
    const { id, workouts } = await openEvent();
    const workoutId = workouts[0]?.id ?? 0;
    await t.app.db
      .update(users)
      .set({ sex: 'MASCULINE', birth: '1988-03-03' })
      .where(eq(users.id, trainer.id));
    await register(trainer, id);
    const member = await athlete('Aina');
    await register(member, id);
    const own = (await enter(trainer, workoutId, { kind: 'time', seconds: 400 })).json();
    const theirs = (await enter(member, workoutId, { kind: 'time', seconds: 420 })).json();
    const queueOf = async (who: Member) =>
      ((await call(who, 'GET', `/api/openEvents/${id}/pending`)).json() as { id: number }[]).map((s) => s.id);
    expect(await queueOf(trainer)).toEqual([theirs.id]);
    expect(await queueOf(judge)).toEqual([own.id, theirs.id]);
  });

  it('rejects with a reason the member sees, and a rejected or corrected score does not rank', async () => {
    const { id, workouts } = await openEvent();
    const workoutId = workouts[0]?.id ?? 0;
    const member = await athlete('Rut');
    await register(member, id);
    const score = (await enter(member, workoutId, { kind: 'time', seconds: 300 })).json();
    expect((await judgeIt(trainer, score.id, { verdict: 'REJECTED' })).json()).toMatchObject({
      code: 'validation',
    });
    await judgeIt(trainer, score.id, { verdict: 'REJECTED', reason: 'Falten 10 burpees al vídeo' });
    const me = (await call(member, 'GET', `/api/openEvents/${id}/me`)).json();
    expect(me.entry.scores[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Falten 10 burpees al vídeo',
    });
    expect((await board(member, id)).rows[0].placings[0]).toMatchObject({ rank: null, result: null });

    // Validated, then corrected: pending again until a judge sees it.
    await judgeIt(trainer, (await enter(member, workoutId, { kind: 'time', seconds: 310 })).json().id);
    expect((await board(member, id)).rows[0].placings[0]).toMatchObject({ rank: 1 });
    await enter(member, workoutId, { kind: 'time', seconds: 305 });
    expect((await board(member, id)).rows[0].placings[0]).toMatchObject({
      rank: null,
      pending: { kind: 'time', seconds: 305 },
    });
  });
});

describe('the leaderboard', () => {
  it('ranks the worked example of docs/product.md: sum of ranks, tiebreak, missing = last + 1', async () => {
    const { id, workouts } = await openEvent([timeWorkout(), loadWorkout]);
    const [w1, w2] = workouts.map((w) => w.id) as [number, number];
    const [ana, bea, carla, dana] = await Promise.all(['Ana', 'Bea', 'Carla', 'Dana'].map((n) => athlete(n)));
    for (const who of [ana, bea, carla, dana]) await register(who as Member, id);
    const [a, b, c, d] = [ana, bea, carla, dana] as [Member, Member, Member, Member];
    await validated(a, w1, { kind: 'time', seconds: 420 });
    await validated(b, w1, { kind: 'time', seconds: 450 }, 200);
    await validated(c, w1, { kind: 'time', seconds: 450 }, 210);
    await validated(d, w1, { kind: 'capped', reps: 150 });
    await validated(b, w2, { kind: 'load', load: 90 });
    await validated(a, w2, { kind: 'load', load: 80 });
    await validated(c, w2, { kind: 'load', load: 80 });

    const rows = (await board(a, id)).rows as {
      userId: number;
      rank: number;
      points: number;
      placings: { rank: number | null }[];
    }[];
    expect(rows.map((r) => [r.userId, r.placings.map((p) => p.rank), r.points, r.rank])).toEqual([
      [a.id, [1, 2], 3, 1],
      [b.id, [2, 1], 3, 1],
      [c.id, [3, 2], 5, 3],
      [d.id, [4, null], 8, 4],
    ]);
  });

  it('ranks within a division only, and shows the viewer’s own pending score to them alone', async () => {
    const { id, workouts } = await openEvent();
    const workoutId = workouts[0]?.id ?? 0;
    const rx = await athlete('Queralt');
    const scaled = await athlete('Sara');
    const man = await athlete('Toni', { sex: 'MASCULINE', birth: '1995-05-10' });
    await register(rx, id, 'RX');
    await register(scaled, id, 'SCALED');
    await register(man, id, 'RX');
    await validated(scaled, workoutId, { kind: 'time', seconds: 200 });
    await validated(man, workoutId, { kind: 'time', seconds: 250 });
    await enter(rx, workoutId, { kind: 'time', seconds: 300 });

    const own = await board(rx, id);
    expect(own.division).toEqual({ level: 'RX', sex: 'FEMININE', ageGroup: '18-34' });
    expect(own.divisions.map((d: { level: string; sex: string }) => `${d.level} ${d.sex}`)).toEqual([
      'RX MASCULINE',
      'RX FEMININE',
      'SCALED FEMININE',
    ]);
    expect(own.rows).toMatchObject([
      { userId: rx.id, rank: 1, placings: [{ rank: null, pending: { seconds: 300 } }] },
    ]);
    const seenByOthers = await board(scaled, id, 'RX.FEMININE.18-34');
    expect(seenByOthers.rows[0].placings[0].pending).toBeNull();
    expect((await board(rx, id, 'SCALED.FEMININE.18-34')).rows).toMatchObject([
      { userId: scaled.id, rank: 1 },
    ]);
    expect((await call(rx, 'GET', `/api/openEvents/${id}/leaderboard?division=PRO.X`)).statusCode).toBe(400);
  });

  it('forgets an athlete whose account is anonymised: their entry and scores go', async () => {
    const { id, workouts } = await openEvent();
    const gone = await athlete('Gemma');
    const stays = await athlete('Berta');
    for (const who of [gone, stays]) {
      await register(who, id);
      await validated(who, workouts[0]?.id ?? 0, { kind: 'time', seconds: who === gone ? 300 : 400 });
    }
    expect((await call(judge, 'POST', `/api/users/${gone.id}/anonymise`)).statusCode).toBe(204);
    expect((await board(stays, id)).rows).toMatchObject([{ userId: stays.id, rank: 1, points: 1 }]);
  });

  it('is nudged live when a judge validates a score, for members and the TV', async () => {
    const { id, workouts } = await openEvent();
    const member = await athlete('Laia');
    await register(member, id);
    const score = (await enter(member, workouts[0]?.id ?? 0, { kind: 'time', seconds: 333 })).json();
    const viewer = await connectStompClient(t.url, await tokenFor(t.app, member.id));
    try {
      const frames = await viewer.subscribe(`/openEvent/${id}/leaderboard`);
      await judgeIt(trainer, score.id);
      await eventually(() => frames.length > 0, 'the leaderboard nudge');
      expect(frames[0]).toEqual({ eventId: id });
      expect((await board(member, id)).rows[0].placings[0]).toMatchObject({
        rank: 1,
        result: { seconds: 333 },
      });
    } finally {
      await viewer.close();
    }
  });
});

describe('the personal-data download', () => {
  it('holds the member’s entries and scores with the verdict, and nobody else’s', async () => {
    const event = await openEvent([timeWorkout(), loadWorkout]);
    const [w1, w2] = event.workouts.map((w) => w.id) as [number, number];
    const laia = await athlete('Laia');
    const ona = await athlete('Ona');
    await register(laia, event.id, 'SCALED');
    await register(ona, event.id);
    await validated(laia, w1, { kind: 'capped', reps: 150 }, 190);
    const load = (await enter(laia, w2, { kind: 'load', load: 62.5 })).json();
    await judgeIt(judge, load.id, { verdict: 'REJECTED', reason: 'Sense vídeo' });
    await validated(ona, w1, { kind: 'time', seconds: 400 }, 100);

    const data = (await call(laia, 'GET', `/api/users/${laia.id}/personal-data`)).json();
    expect(data.openEntries).toHaveLength(1);
    expect(data.openEntries[0]).toEqual({
      nameCa: 'Open de la Box',
      nameEs: 'Open de la Box',
      startsOn: '2026-11-27',
      division: { level: 'SCALED', sex: 'FEMININE', ageGroup: '18-34' },
      scores: [
        {
          nameCa: '26.1',
          nameEs: '26.1',
          result: { kind: 'capped', reps: 150 },
          tiebreakSeconds: 190,
          status: 'VALIDATED',
          rejectReason: null,
        },
        {
          nameCa: '26.2',
          nameEs: '26.2',
          result: { kind: 'load', load: 62.5 },
          tiebreakSeconds: null,
          status: 'REJECTED',
          rejectReason: 'Sense vídeo',
        },
      ],
    });
    expect(JSON.stringify(data.openEntries)).not.toContain('"seconds":400');
  });
});

describe('the audit log', () => {
  type Entry = {
    action: string;
    by: { id: number } | null;
    userId: number | null;
    before: unknown;
    after: unknown;
  };
  const entries = async () =>
    ((await call(judge, 'GET', '/api/audit')).json() as { content: Entry[] }).content;

  it('records who created and changed an event and its workouts, with only what changed', async () => {
    const event = await openEvent();
    const [w1] = event.workouts.map((w) => w.id) as [number];
    const changedEvent = {
      nameCa: 'Open de la Box',
      nameEs: 'Open de la Box',
      startsOn: '2026-11-27',
      endsOn: '2026-12-13',
      registrationOpen: false,
    };
    expect((await call(trainer, 'PUT', `/api/openEvents/${event.id}`, changedEvent)).statusCode).toBe(200);
    const closed = timeWorkout({ scoringOpen: false });
    expect((await call(judge, 'PUT', `/api/openEvents/workouts/${w1}`, closed)).statusCode).toBe(200);

    const about = (e: Entry) => (e.after ?? {}) as { openEvent?: number; openWorkout?: number };
    const mine = (await entries()).filter(
      (e) => about(e).openWorkout === w1 || (!about(e).openWorkout && about(e).openEvent === event.id),
    );
    expect(mine.map((e) => [e.action, e.by?.id])).toEqual([
      ['open.workout.update', judge.id],
      ['open.event.update', trainer.id],
      ['open.workout.create', trainer.id],
      ['open.event.create', trainer.id],
    ]);
    expect(mine[0]).toMatchObject({
      before: { openWorkout: w1, scoringOpen: true },
      after: { openWorkout: w1, scoringOpen: false },
    });
    expect(mine[1]).toMatchObject({
      before: { openEvent: event.id, registrationOpen: true },
      after: { openEvent: event.id, registrationOpen: false },
    });
    expect(Object.keys(mine[1]?.after as object)).toEqual(['openEvent', 'registrationOpen']);
    expect(mine[3]?.after).toMatchObject({ openEvent: event.id, nameCa: 'Open de la Box' });
  });

  it('records each verdict against the athlete, by the judge who gave it', async () => {
    const { id, workouts } = await openEvent();
    const mar = await athlete('Mar');
    await register(mar, id);
    const score = (await enter(mar, workouts[0]?.id ?? 0, { kind: 'time', seconds: 420 })).json();
    await judgeIt(trainer, score.id, { verdict: 'REJECTED', reason: 'Falten reps' });
    await judgeIt(judge, score.id);

    const audit = (await call(judge, 'GET', `/api/audit?userId=${mar.id}`)).json() as { content: Entry[] };
    expect(audit.content.map((e) => [e.action, e.by?.id, e.before, e.after])).toEqual([
      [
        'open.score.judge',
        judge.id,
        { openScore: score.id, status: 'REJECTED', rejectReason: 'Falten reps' },
        { openScore: score.id, status: 'VALIDATED', rejectReason: null },
      ],
      [
        'open.score.judge',
        trainer.id,
        { openScore: score.id, status: 'PENDING', rejectReason: null },
        { openScore: score.id, status: 'REJECTED', rejectReason: 'Falten reps' },
      ],
    ]);
  });
});
