import type { FastifyInstance } from 'fastify';
import type { Member } from './booking-support';
import type { TestApp } from './test-app';

export async function headersOf(app: FastifyInstance, who: Member) {
  const { token } = await app.tokens.sign({ userId: who.id, roles: who.roles });
  return { authorization: `Bearer ${token}` };
}

/** The calls of the booking screen, as `who`. */
export function bookingApi(t: Pick<TestApp, 'app'>) {
  const call = async (
    who: Member,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: await headersOf(t.app, who) });
  return {
    call,
    join: (who: Member, classId: number, userId = who.id) =>
      call(who, 'POST', `/api/classes/${classId}/join`, { userId }),
    /** Staff adding a member, with their choice of a free place or the member's credit. */
    add: (who: Member, classId: number, userId: number, choice: { free: boolean }) =>
      call(who, 'POST', `/api/classes/${classId}/join`, { userId, ...choice }),
    leave: (who: Member, classId: number, userId = who.id, penalization = false) =>
      call(who, 'POST', `/api/classes/${classId}/leave`, { userId, penalization }),
    view: (who: Member, classId: number) => call(who, 'GET', `/api/classes/${classId}`),
    user: async (who: Member) => (await call(who, 'GET', `/api/users/${who.id}`)).json(),
    classUsers: async (staff: Member, classId: number) =>
      (await call(staff, 'GET', `/api/classes/classUsers/${classId}`)).json() as {
        id: number;
        user: { id: number };
        status: 'IN' | 'WAIT';
        validated: boolean;
      }[],
  };
}
