import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../src/infra/db/schema';
import { asOneBatch } from './batch-support';
import {
  addClass,
  addMember,
  type Box,
  bookingApi,
  headersOf,
  type Member,
  seedBox,
} from './booking-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

/** Monday 23 November 2026, 10:00 in Madrid; the box cancels free up to 120 minutes before a class. */
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let stub: PushServiceStub;
let trainer: Member;
let api: ReturnType<typeof bookingApi>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  api = bookingApi(t);
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
  stub = new PushServiceStub();
  await stub.start();
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
afterEach(async () => {
  await t.app.db.delete(pushSubscriptions);
  stub.received.length = 0;
  clock.set('2026-11-23T09:00:00Z');
});

/** A member with credits and a subscribed phone named after them. */
async function memberWithPhone(name: string, language: 'ca' | 'es') {
  const member = await addMember(t, { name, activity: 5 });
  await subscribeDevice(t.app, member, stub.device(name), language);
  return member;
}

describe('what sends a push', () => {
  it('moving in from the waiting list: the promoted member is told, in their language, with the class', async () => {
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '20:00',
      maxPeople: 1,
    });
    const first = await memberWithPhone('Anna', 'es');
    const waiting = await memberWithPhone('Pau', 'ca');
    expect((await api.join(first, classId)).statusCode).toBe(200);
    expect((await api.join(waiting, classId)).json().status).toBe('WAIT');

    expect((await api.leave(first, classId)).statusCode).toBe(200);
    await deliver(t.app);
    expect(stub.to('Anna')).toEqual([]);
    expect(stub.to('Pau').map((push) => push.payload)).toEqual([
      {
        kind: 'promoted',
        title: 'Ja tens plaça!',
        body: "Has passat de la llista d'espera a Halterofilia, dilluns 23/11 20:00.",
        url: '/book/weightlifting/2026-11-23',
        tag: `class-${classId}`,
      },
    ]);
  });

  it('places freed together: each member moved in is told once, on their phone', async () => {
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '20:30',
      maxPeople: 2,
    });
    const [first, second] = [await memberWithPhone('Ona', 'ca'), await memberWithPhone('Biel', 'ca')];
    const [third, fourth] = [await memberWithPhone('Jana', 'es'), await memberWithPhone('Lluc', 'ca')];
    for (const member of [first, second, third, fourth]) await api.join(member, classId);

    const answers = await asOneBatch(
      t,
      classId,
      [first, second].map((member) => () => api.leave(member, classId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await deliver(t.app);
    expect(stub.to('Jana').map((push) => push.payload.title)).toEqual(['¡Ya tienes plaza!']);
    expect(stub.to('Lluc').map((push) => push.payload.title)).toEqual(['Ja tens plaça!']);
    expect([...stub.to('Ona'), ...stub.to('Biel')]).toEqual([]);
  });

  it('a place free inside the cancellation window: everyone waiting is told, nobody is moved in', async () => {
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '11:30',
      maxPeople: 1,
    });
    const leaving = await memberWithPhone('Laia', 'es');
    const [w1, w2] = [await memberWithPhone('Marc', 'es'), await memberWithPhone('Núria', 'ca')];
    await api.join(leaving, classId);
    await api.join(w1, classId);
    await api.join(w2, classId);

    expect((await api.leave(leaving, classId, leaving.id, true)).statusCode).toBe(200);
    await deliver(t.app);
    expect(stub.to('Laia')).toEqual([]);
    expect(stub.to('Marc').map((p) => [p.payload.kind, p.payload.title])).toEqual([
      ['place_free', 'Plaza libre'],
    ]);
    expect(stub.to('Núria').map((p) => p.payload.body)).toEqual([
      "S'ha alliberat una plaça a Halterofilia, dilluns 23/11 11:30. Qui primer s'apunti, se la queda.",
    ]);
  });

  it('a place free inside the window, in a batch where a waiting member left first: only those still waiting are told', async () => {
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '11:00',
      maxPeople: 1,
    });
    const leaving = await memberWithPhone('Rut', 'es');
    const [gone, staying] = [await memberWithPhone('Iker', 'es'), await memberWithPhone('Greta', 'ca')];
    for (const member of [leaving, gone, staying]) await api.join(member, classId);

    const answers = await asOneBatch(t, classId, [
      () => api.leave(gone, classId),
      () => api.leave(leaving, classId, leaving.id, true),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Their bell: the phone would not show Iker's (the sender checks the list again), the list would.
    const noted = await t.app.db
      .select({ userId: notifications.userId, kind: notifications.kind })
      .from(notifications)
      .where(sql`${notifications.params}->>'classId' = ${String(classId)}`);
    expect(noted).toEqual([{ userId: staying.id, kind: 'place_free' }]);
    await deliver(t.app);
    expect(stub.to('Greta').map((p) => p.payload.kind)).toEqual(['place_free']);
  });

  it('a full class made larger inside the cancellation window: everyone waiting is told', async () => {
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '10:30',
      maxPeople: 1,
    });
    const inside = await memberWithPhone('Ona', 'ca');
    const waiting = await memberWithPhone('Biel', 'ca');
    await api.join(inside, classId);
    expect((await api.join(waiting, classId)).json().status).toBe('WAIT');

    const edit = { startTime: '10:30', endTime: '11:30', maxPeople: 2, show: true, free: false };
    expect((await api.call(trainer, 'PUT', `/api/classes/${classId}`, edit)).statusCode).toBe(200);
    await deliver(t.app);
    expect(stub.to('Ona')).toEqual([]);
    expect(stub.to('Biel').map((p) => p.payload.kind)).toEqual(['place_free']);
  });

  it('a class cancelled by a day off: those in it and those waiting are told', async () => {
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-25',
      time: '19:00',
      maxPeople: 1,
    });
    const [inside, waiting] = [await memberWithPhone('Joan', 'ca'), await memberWithPhone('Lucía', 'es')];
    clock.set('2026-11-24T17:00:00Z'); // the evening before: booking is open
    expect((await api.join(inside, classId)).statusCode).toBe(200);
    expect((await api.join(waiting, classId)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dayOff',
      payload: { when: '2026-11-25', frequency: 'ONCE' },
      headers: await headersOf(t.app, trainer),
    });
    expect(res.statusCode).toBe(200);
    await deliver(t.app);
    expect(stub.to('Joan').map((p) => p.payload.title)).toEqual(['Classe anul·lada']);
    expect(stub.to('Lucía').map((p) => p.payload.body)).toEqual([
      'Se ha anulado Halterofilia, miércoles 25/11 19:00. Si tenías plaza, se te ha devuelto el crédito.',
    ]);
  });

  it('leaves at once when the change commits, without anyone asking the sender', async () => {
    const member = await memberWithPhone('Ona', 'ca');
    const classId = await addClass(t, {
      activityId: box.lifting,
      date: '2026-11-23',
      time: '21:00',
      maxPeople: 1,
    });
    const other = await addMember(t, { activity: 1 });
    await api.join(other, classId);
    await api.join(member, classId);
    await api.leave(other, classId);
    await expect.poll(() => stub.to('Ona').length).toBe(1);
  });
});
