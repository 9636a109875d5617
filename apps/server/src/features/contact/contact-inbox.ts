import type { ContactInboxItem } from '@boxbook/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { contactMessages, users } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';

export const CONTACT_PAGE_SIZE = 20;

type Row = typeof contactMessages.$inferSelect & { byName: string | null; bySurname: string | null };

const itemOf = ({ byName, bySurname, ...row }: Row): ContactInboxItem => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handled: row.handledAt
    ? {
        at: row.handledAt.toISOString(),
        by:
          row.handledBy === null
            ? null
            : { id: row.handledBy, name: `${byName ?? ''} ${bySurname ?? ''}`.trim() },
      }
    : null,
});

const selectItems = (db: Db) =>
  db
    .select({ ...contactMessagesColumns(), byName: users.name, bySurname: users.surname })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy));

function contactMessagesColumns() {
  const { id, name, email, message, createdAt, handledAt, handledBy } = contactMessages;
  return { id, name, email, message, createdAt, handledAt, handledBy };
}

/** The contact form's messages, newest first; only those still to answer with `unhandled`. */
export async function findContactMessages(db: Db, { unhandled, page }: { unhandled: boolean; page: number }) {
  const where = unhandled ? isNull(contactMessages.handledAt) : undefined;
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset(page * CONTACT_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  const totalElements = total?.n ?? 0;
  const content = rows.map(itemOf);
  return {
    totalPages: Math.ceil(totalElements / CONTACT_PAGE_SIZE),
    totalElements,
    empty: content.length === 0,
    number: page,
    content,
  };
}

/**
 * Marks a message handled by `by`, or waiting again. Marking one already handled keeps who
 * handled it first and when.
 */
export async function markContactMessage(
  db: Db,
  { id, handled, by, now }: { id: number; handled: boolean; by: number; now: Date },
): Promise<ContactInboxItem> {
  if (handled)
    await db
      .update(contactMessages)
      .set({ handledAt: now, handledBy: by })
      .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)));
  else
    await db
      .update(contactMessages)
      .set({ handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, id));
  const [row] = await selectItems(db).where(eq(contactMessages.id, id));
  if (!row) throw new AppError('not_found', 'No contact message with this id');
  return itemOf(row);
}
