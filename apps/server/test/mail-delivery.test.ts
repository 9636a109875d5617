import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/infra/db/schema';
import { createTestApp, type TestApp } from './test-app';

/** A stand-in for the gym's mail provider: a real SMTP server on loopback that keeps what it receives. */
function startFakeSmtp() {
  const received: string[] = [];
  let failNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        if (failNext > 0) {
          failNext--;
          const error = Object.assign(new Error('mailbox busy'), { responseCode: 451 });
          return callback(error);
        }
        received.push(data);
        callback();
      });
    },
  });
  return new Promise<{ port: number; received: string[]; failOnce(): void; close(): Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        resolve({
          port: (server.server.address() as AddressInfo).port,
          received,
          failOnce: () => {
            failNext = 1;
          },
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contact = { name: 'Pau Serra', email: 'pau@example.com', message: 'Teniu classes de prova?' };

describe('mail through SMTP', () => {
  it('delivers the contact mail to the gym and marks it sent', async () => {
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    await t.app.mailer.flush();
    const all = await t.database.db.select().from(mailOutbox);
    expect(all.every((m) => m.status === 'SENT')).toBe(true);
    expect(smtp.received.at(-1)).toContain('Teniu classes de prova?');
    expect(smtp.received.at(-1)).toMatch(/Reply-To: pau@example\.com/i);
  });

  it('keeps a mail pending after a failure and sends it on the next try', async () => {
    smtp.failOnce();
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, message: 'Segon intent' },
    });
    await t.app.mailer.flush();
    const [pending] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'));
    expect(pending).toMatchObject({ attempts: 1, lastError: expect.stringContaining('mailbox busy') });
    await t.app.mailer.flush();
    expect(
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'))).length,
    ).toBe(0);
    expect(smtp.received.at(-1)).toContain('Segon intent');
  });
});
