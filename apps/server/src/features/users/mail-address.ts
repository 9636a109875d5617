import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { users } from '../../infra/db/schema';

/**
 * Where a member's mail goes: their own e-mail, or, for a dependent without one (a child under
 * 14), their guardian's, who books and pays for them (docs/decisions.md, "Households").
 */
export async function mailAddressOf(
  db: DbOrTx,
  member: { email: string | null; guardianId: number | null },
): Promise<string> {
  if (member.email) return member.email;
  if (member.guardianId === null) throw new Error('A member without e-mail must have a guardian');
  const [guardian] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.guardianId));
  if (!guardian?.email) throw new Error('A guardian always has an e-mail');
  return guardian.email;
}
