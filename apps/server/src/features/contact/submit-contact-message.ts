import type { ContactMessage } from '@boxbook/domain';
import type { Db } from '../../infra/db/client';
import { contactMessages } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';

/** Stores the message and queues a mail to the gym in the same transaction: both happen or neither. */
export async function submitContactMessage(
  options: { db: Db; mailer: Mailer; gymEmail: string },
  message: ContactMessage,
): Promise<{ id: number }> {
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
