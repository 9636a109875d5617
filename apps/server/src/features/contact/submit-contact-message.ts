import type { ContactMessage } from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import { contactMessages } from '../../infra/db/schema';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import type { Mailer } from '../../infra/mail/mailer';

/**
 * Stores the message and queues a mail to the gym in the caller's transaction: both happen or
 * neither. A sender's address may send a few an hour (LIMITS.contactPerIp).
 */
export async function submitContactMessage(
  tx: Tx,
  {
    mailer,
    gymEmail,
    ip,
    message,
    now,
  }: { mailer: Mailer; gymEmail: string; ip: string; message: ContactMessage; now: Date },
): Promise<{ id: number }> {
  await assertUnderLimit(tx, LIMITS.contactPerIp, ip, now);
  await recordHit(tx, LIMITS.contactPerIp, ip, now);
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  await mailer.enqueue(tx, {
    to: gymEmail,
    replyTo: message.email,
    subject: `Contacte web: ${message.name}`,
    text: `${message.name} <${message.email}>\n\n${message.message}`,
  });
  return { id: row?.id ?? 0 };
}
