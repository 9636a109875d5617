import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClass, addMember, type Box, bookingApi, type Member, seedBox } from './booking-support';
import {
  connectStompClient,
  eventually,
  type ListeningApp,
  type StompTestClient,
  startListeningApp,
  tokenFor,
} from './realtime-support';

// The listening app's clock: Monday 23 November 2026, 10:00 in Madrid.
let t: ListeningApp;
let box: Box;
let api: ReturnType<typeof bookingApi>;
let trainer: Member;
const clients: StompTestClient[] = [];

beforeAll(async () => {
  t = await startListeningApp();
  box = await seedBox(t);
  api = bookingApi(t);
  trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await t.close();
});

async function connect(who: Member) {
  const client = await connectStompClient(t.url, await tokenFor(t.app, who.id, who.roles));
  clients.push(client);
  return client;
}
const last = <T>(list: T[]) => list[list.length - 1];

describe('booking changes over /stream', () => {
  it('sends the class, the entry and the member’s credits after a join, a validation and a leave', async () => {
    // 10 minutes ahead: attendance is open, and the class has not started.
    const classId = await addClass(t, { activityId: box.lifting, date: '2026-11-23', time: '10:10' });
    const member = await addMember(t, { activity: 2 });
    const [staff, own] = [await connect(trainer), await connect(member)];
    const classFrames = await own.subscribe(`/class/${classId}`);
    const saved = await staff.subscribe(`/classUser/save/${classId}`);
    const updated = await staff.subscribe(`/classUser/update/${classId}`);
    const deleted = await staff.subscribe(`/classUser/delete/${classId}`);
    const userFrames = await own.subscribe(`/user/${member.id}/read`);

    const joined = (await api.join(member, classId)).json();
    await eventually(() => saved.length > 0 && userFrames.length > 0, 'the join frames');
    expect(saved[0]).toEqual({
      id: joined.id,
      user: { id: member.id, name: expect.any(String), image: '/img/placeholder-avatar.svg' },
      status: 'IN',
      validated: false,
      guardian: null,
    });
    expect(last(userFrames)).toMatchObject({ id: member.id, credits: { activity: 1 } });
    const inClass = await eventually(
      () =>
        (last(classFrames) as { usersIn: number[] } | undefined)?.usersIn.length === 1 && last(classFrames),
      'the class with the member in',
    );
    expect(inClass).toMatchObject({ id: classId, me: null, block: null, people: [{ id: member.id }] });

    await api.call(trainer, 'PUT', `/api/classes/${classId}/classUsers/${joined.id}`, { validated: true });
    await eventually(() => updated.length > 0, 'the validation frame');
    expect(updated[0]).toMatchObject({ id: joined.id, validated: true });

    // Someone marked as come stays on record; the trainer unmarks them before removing them.
    expect((await api.leave(trainer, classId, member.id)).json()).toMatchObject({ code: 'attended' });
    await api.call(trainer, 'PUT', `/api/classes/${classId}/classUsers/${joined.id}`, { validated: false });
    await api.leave(trainer, classId, member.id);
    await eventually(() => deleted.length > 0, 'the delete frame');
    expect(deleted[0]).toEqual({ id: joined.id });
    await eventually(
      () => (last(classFrames) as { usersIn: number[] }).usersIn.length === 0,
      'the class without the member',
    );
    await eventually(
      () => (last(userFrames) as { credits: { activity: number } }).credits.activity === 2,
      'the refund',
    );
  });
});
