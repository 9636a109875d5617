import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/infra/db/schema';
import {
  addClass,
  addMember,
  type Box,
  type bookingApi,
  type Member,
  openBookingBox,
} from './booking-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import { fixedClock, type TestApp } from './test-app';

// Monday 23 November 2026, 10:00 in Madrid.
const TODAY = '2026-11-23';
const clock = fixedClock('2026-11-23T09:00:00Z');
let t: TestApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
let stub: PushServiceStub;

beforeAll(async () => {
  ({ t, box, api, trainer } = await openBookingBox({ clock }));
  stub = new PushServiceStub();
  await stub.start();
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const lifting = (time: string, maxPeople = 12) =>
  addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople });
const balanceOf = async (who: Member) => (await api.user(who)).credits.activity as number;

describe('cancelling a class', () => {
  it('sends everyone away with their credit back, and writes who did it to the audit log', async () => {
    const classId = await lifting('18:00', 1);
    const [paying, waiting] = [await addMember(t, { activity: 2 }), await addMember(t, { activity: 1 })];
    await api.join(paying, classId);
    await api.join(waiting, classId);
    expect(await balanceOf(paying)).toBe(1);

    expect((await api.call(await addMember(t), 'POST', `/api/classes/${classId}/cancel`)).statusCode).toBe(
      403,
    );
    const res = await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`);
    expect(res.json()).toMatchObject({ members: 2, class: { cancelled: true, usersIn: [], usersWait: [] } });
    expect(await balanceOf(paying)).toBe(2);
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.userId, paying.id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'class.cancel',
        byUserId: trainer.id,
        after: expect.objectContaining({ classId, refunded: true }),
      }),
    ]);
    expect((await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`)).json()).toMatchObject({
      code: 'class_cancelled',
    });
  });

  it('shows members the class as cancelled by the box, in the day list and alone, and lets nobody in', async () => {
    const classId = await lifting('20:00');
    const member = await addMember(t, { activity: 2 });
    await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`);
    const day = await api.call(member, 'GET', `/api/classes?activityId=${box.lifting}&date=${TODAY}`);
    expect(day.json().find((c: { id: number }) => c.id === classId)).toMatchObject({
      cancelled: true,
      cancelReason: 'STAFF',
    });
    expect((await api.view(member, classId)).json()).toMatchObject({
      cancelled: true,
      cancelReason: 'STAFF',
    });
    expect((await api.join(member, classId)).json()).toMatchObject({ code: 'class_cancelled' });
    expect((await api.view(member, await lifting('21:00'))).json()).toMatchObject({
      cancelled: false,
      cancelReason: null,
    });
  });

  it('tells those in it and those waiting by push, each in the language of their phone, once', async () => {
    const classId = await lifting('19:00', 1);
    const [inside, waiting] = [await addMember(t, { activity: 1 }), await addMember(t, { activity: 1 })];
    await subscribeDevice(t.app, inside, stub.device('inside'), 'ca');
    await subscribeDevice(t.app, waiting, stub.device('queued'), 'es');
    const bystander = await addMember(t, { activity: 1 });
    await subscribeDevice(t.app, bystander, stub.device('bystander'), 'es');
    await api.join(inside, classId);
    await api.join(waiting, classId);

    expect((await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`)).statusCode).toBe(200);
    await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`); // refused: nobody told twice
    await deliver(t.app);
    expect(stub.to('inside').map((push) => push.payload)).toEqual([
      {
        kind: 'class_cancelled',
        title: 'Classe anul·lada',
        body: "S'ha anul·lat Halterofilia, dilluns 23/11 19:00. Si hi tenies plaça, se t'ha tornat el crèdit.",
        url: `/book/weightlifting/${TODAY}`,
        tag: `class-${classId}`,
      },
    ]);
    expect(stub.to('queued').map((push) => push.payload.body)).toEqual([
      'Se ha anulado Halterofilia, lunes 23/11 19:00. Si tenías plaza, se te ha devuelto el crédito.',
    ]);
    expect(stub.to('bystander')).toEqual([]);
  });

  it('stays cancelled when a day off of its date is added and deleted', async () => {
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-12-01', time: '19:00' });
    await api.call(trainer, 'POST', `/api/classes/${classId}/cancel`);
    const dayOff = (
      await api.call(trainer, 'POST', '/api/dayOff', { when: '2026-12-01', frequency: 'ONCE' })
    ).json();
    await api.call(trainer, 'DELETE', `/api/dayOff/${dayOff.id}`);
    expect((await api.view(trainer, classId)).json()).toMatchObject({ cancelled: true });
  });
});
