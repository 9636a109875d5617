import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  /** Writes the message to the outbox inside the caller's transaction: it leaves only if that commits. */
  enqueue(tx: DbOrTx, message: MailMessage): Promise<void>;
  /** Sends what is pending through SMTP; without SMTP the outbox is where mail stays. */
  flush(): Promise<number>;
  close(): void;
}

const MAX_ATTEMPTS = 5;

export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let flushing: Promise<number> | null = null;

  async function deliverPending(): Promise<number> {
    if (!transport) return 0;
    const pending = await options.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} = 'PENDING' and ${mailOutbox.attempts} < ${MAX_ATTEMPTS}`)
      .orderBy(mailOutbox.id)
      .limit(50);
    let sent = 0;
    for (const mail of pending) {
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        });
        await options.db
          .update(mailOutbox)
          .set({ status: 'SENT', sentAt: new Date(), attempts: mail.attempts + 1 })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        // An SMTP error quotes the recipient; its code says enough to act on.
        const code =
          (error as { code?: unknown; responseCode?: unknown }).responseCode ??
          (error as { code?: unknown }).code;
        options.log.warn({ mailId: mail.id, attempts, code }, 'mail delivery failed');
        await options.db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: String(error),
            status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return sent;
  }

  return {
    async enqueue(tx, message) {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...message, replyTo: message.replyTo ?? null })
        .returning({ id: mailOutbox.id });
      // The address, subject and text are personal (a reset link, a contact's name): the id will do.
      options.log.info({ mailId: row?.id, smtp: Boolean(transport) }, 'mail queued');
    },
    flush() {
      // One delivery run at a time, so two flushes never send the same row twice.
      flushing ??= deliverPending()
        .catch((error: unknown) => {
          options.log.error({ err: error }, 'mail outbox flush failed');
          return 0;
        })
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },
    close() {
      transport?.close();
    },
  };
}
