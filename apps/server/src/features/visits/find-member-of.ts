import { and, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../../infra/db/schema';

/**
 * Whether a member already has this e-mail or phone: a member signs in and books, a trial is for
 * people new to the box. Phones are compared by their digits, with or without Spain's 34, as the
 * members' phones are stored as they were typed.
 */
export async function isMemberContact(
  db: DbOrTx,
  { emailKey, phoneKey }: { emailKey: string; phoneKey: string },
) {
  const national = phoneKey.startsWith('34') ? phoneKey.slice(2) : phoneKey;
  const digits = sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNull(users.anonymisedAt),
        or(sql`lower(trim(${users.email})) = ${emailKey}`, sql`${digits} in (${phoneKey}, ${national})`),
      ),
    )
    .limit(1);
  return found !== undefined;
}
