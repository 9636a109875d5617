import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/infra/db/schema';
import { addMember, bookingApi, type Member } from './booking-support';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof bookingApi>;
let admin: Member;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  api = bookingApi(t);
  admin = await addMember(t, { name: 'Núria', surname: 'Castells', roles: ['USER', 'ADMIN'] });
  const rows = await t.database.db
    .insert(contactMessages)
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        name: `Persona ${i + 1}`,
        email: `p${i + 1}@example.com`,
        message: `Missatge ${i + 1}`,
      })),
    )
    .returning({ id: contactMessages.id });
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());

interface InboxPage {
  totalElements: number;
  totalPages: number;
  content: {
    id: number;
    name: string;
    handled: { at: string; by: { id: number; name: string } | null } | null;
  }[];
}
const inbox = async (query = '') =>
  (await api.call(admin, 'GET', `/api/contact${query}`)).json() as InboxPage;
const mark = (id: number, handled: boolean, who = admin) =>
  api.call(who, 'PUT', `/api/contact/${id}/handled`, { handled });

describe('GET /api/contact', () => {
  it('lists the messages newest first, 20 a page', async () => {
    const first = await inbox();
    expect(first.totalElements).toBe(25);
    expect(first.totalPages).toBe(2);
    expect(first.content).toHaveLength(20);
    expect(first.content[0]).toMatchObject({ name: 'Persona 25', handled: null });
    const second = await inbox('?page=1');
    expect(second.content.map((m) => m.name).at(-1)).toBe('Persona 1');
  });

  it('refuses a bad page or filter with 400', async () => {
    expect((await api.call(admin, 'GET', '/api/contact?page=-1')).statusCode).toBe(400);
    expect((await api.call(admin, 'GET', '/api/contact?unhandled=maybe')).statusCode).toBe(400);
  });
});

describe('PUT /api/contact/:id/handled', () => {
  it('marks a message handled by the admin; the unhandled filter leaves it out; undoing brings it back', async () => {
    const id = ids[24] ?? 0;
    const res = await mark(id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      handled: { at: expect.any(String), by: { id: admin.id, name: 'Núria Castells' } },
    });
    const waiting = await inbox('?unhandled=true');
    expect(waiting.totalElements).toBe(24);
    expect(waiting.content.some((m) => m.id === id)).toBe(false);
    expect((await inbox()).content[0]).toMatchObject({ id, handled: { by: { id: admin.id } } });

    expect((await mark(id, false)).json()).toMatchObject({ id, handled: null });
    expect((await inbox('?unhandled=true')).totalElements).toBe(25);
  });

  it('keeps who handled it first when it is marked again', async () => {
    const id = ids[0] ?? 0;
    const other = await addMember(t, { name: 'Pau', surname: 'Vila', roles: ['USER', 'ADMIN'] });
    await mark(id, true);
    const again = await mark(id, true, other);
    expect(again.json()).toMatchObject({ handled: { by: { id: admin.id } } });
    await mark(id, false);
  });

  it('answers 404 for a message that does not exist and 400 for a bad body or id', async () => {
    expect((await mark(999_999, true)).statusCode).toBe(404);
    const bad = await api.call(admin, 'PUT', `/api/contact/${ids[1]}/handled`, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', field: 'handled' });
    expect((await api.call(admin, 'PUT', '/api/contact/abc/handled', { handled: true })).statusCode).toBe(
      400,
    );
  });
});

describe('the contact inbox', () => {
  it('is for admins only: a member and a trainer get 403 to read it or mark a message', async () => {
    const member = await addMember(t, {});
    const trainer = await addMember(t, { roles: ['USER', 'TRAINER'] });
    for (const who of [member, trainer]) {
      expect((await api.call(who, 'GET', '/api/contact')).statusCode).toBe(403);
      expect((await mark(ids[2] ?? 0, true, who)).statusCode).toBe(403);
    }
    expect((await inbox('?page=1')).content.find((m) => m.id === ids[2])?.handled).toBeNull();
  });

  it('asks for a sign-in first', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contact' })).statusCode).toBe(401);
  });
});
