import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../src/infra/db/schema';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = { name: 'Laia Puig', email: 'laia@example.com', message: 'Voldria provar una classe.' };

describe('POST /api/contact', () => {
  it('stores the message and queues a mail to the gym that replies to the sender', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject(message);
    const [mail] = await t.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ to: t.env.GYM_EMAIL, replyTo: message.email, status: 'PENDING' });
    expect(mail?.text).toContain(message.message);
  });

  it.each([
    ['email', { ...message, email: 'not-an-email' }],
    ['name', { ...message, name: '   ' }],
    ['message', { ...message, message: '' }],
  ])('refuses a bad %s with 400 naming the field and stores nothing', async (field, payload) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation', field });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});

describe('POST /api/contact from one address', () => {
  it('is limited like the sign-in forms: the 11th message in an hour is a 429 with Retry-After', async () => {
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(201);
  });
});
