import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/infra/db/schema';
import { loggerOptions } from '../src/infra/http/log-options';
import { createTestApp, DEMO, type TestApp } from './test-app';

/** Every line the server logs, as it would reach stdout in production. */
const lines: string[] = [];
const logText = () => lines.join('\n');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, logger: loggerOptions('info', { write: (l) => lines.push(l) }) });
});
afterAll(() => t.close());

describe('the log of a request', () => {
  it('is one line, when it is answered: its route, status and time', async () => {
    lines.length = 0;
    await t.app.inject('/api/activities/byName/Crossfit');
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', route: '/api/activities/byName/:name' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe('the log holds no secret', () => {
  it('of a password reset: neither the link, the token, the DNI nor the e-mail', async () => {
    const [cin] = DEMO.member;
    lines.length = 0;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { cin } });
    const [mail] = await t.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { cin, password: 'a-brand-new-password' },
    });
    expect(res.statusCode).toBe(204);

    expect(lines.length).toBeGreaterThan(2); // the requests were logged…
    expect(logText()).toContain('/api/auth/reset-password/:token'); // …by their route pattern
    expect(logText()).not.toContain(token);
    expect(logText()).not.toContain(cin);
    expect(logText()).not.toContain(mail?.to);
  });

  it('of a query string', async () => {
    lines.length = 0;
    await t.app.inject('/api/activities/byName/Crossfit?secret=s3cr3t-value');
    expect(logText()).toContain('/api/activities/byName/:name');
    expect(logText()).not.toContain('s3cr3t-value');
    expect(logText()).not.toContain('Crossfit');
  });

  it('of a write the database refused: no hash, DNI, e-mail, phone or birth date', async () => {
    const person = {
      cin: '45678912S',
      password: 'a-long-password',
      name: 'Núria',
      surname: 'Pujol',
      email: 'nuria.pujol@example.cat',
      phone: '612345678',
      birth: '1991-04-17',
    };
    // A real fault: the table is gone for a moment (a broken migration, an operator's slip).
    await t.app.db.execute(sql`alter table users rename to users_away`);
    lines.length = 0;
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: person });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ statusCode: 500, code: 'internal' });
    } finally {
      await t.app.db.execute(sql`alter table users_away rename to users`);
    }
    const text = logText();
    expect(text).toContain('request failed'); // the failure is logged…
    expect(text).toContain('insert into'); // …with its SQL, whose values are placeholders
    for (const secret of ['$argon2', person.cin, person.email, person.phone, person.birth, person.surname])
      expect(text).not.toContain(secret);
  });

  it('of a contact message that could not be stored', async () => {
    await t.app.db.execute(sql`alter table contact_messages rename to contact_away`);
    lines.length = 0;
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Jordi Vila', email: 'jordi.vila@example.cat', message: 'Em dic Jordi, truqueu-me' },
      });
    } finally {
      await t.app.db.execute(sql`alter table contact_away rename to contact_messages`);
    }
    for (const secret of ['Jordi', 'jordi.vila@example.cat', 'truqueu'])
      expect(logText()).not.toContain(secret);
  });
});
