import type { ContactMessage } from '@boxbook/domain';
import type { Db } from '../../infra/db/client';
import { contactMessages } from '../../infra/db/schema';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import type { Mailer } from '../../infra/mail/mailer';
import type { Clock } from '../../lib/clock';

/**
 * Stores the message and queues a mail to the gym in the same transaction: both happen or
 * neither. A sender's address may send a few an hour (LIMITS.contactPerIp).
 */
export async function submitContactMessage(
  options: { db: Db; mailer: Mailer; gymEmail: string; clock: Clock },
  { ip, message }: { ip: string; message: ContactMessage },
): Promise<{ id: number }> {
  const now = options.clock.now();
  await assertUnderLimit(options.db, LIMITS.contactPerIp, ip, now);
  await recordHit(options.db, LIMITS.contactPerIp, ip, now);
  const id = await options.db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    await options.mailer.enqueue(tx, {
      to: options.gymEmail,
      replyTo: message.email,
      subject: `Contacte web: ${message.name}`,
      text: `${message.name} <${message.email}>\n\n${message.message}`,
    });
    return row?.id ?? 0;
  });
  void options.mailer.flush();
  return { id };
}
