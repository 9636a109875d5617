import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  auditLog,
  calendarFeeds,
  cards,
  chatMessages,
  checkinSecrets,
  classes,
  classUsers,
  deletionRequests,
  movementRecords,
  openRegistrations,
  openScores,
  passwordResetTokens,
  planChanges,
  pushPreferences,
  pushSubscriptions,
  receipts,
  scoreSettings,
  scores,
  sepaMandates,
  standingBookings,
  users,
} from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import type { AccessClaims } from '../../infra/http/caller';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';

import { hashPassword } from '../../lib/password';
import { recordAudit } from '../audit/record-audit';
import { revokeAllOfUser } from '../auth/refresh-tokens';
import { ClassBatch } from '../booking/class-batch';
import { viewerOf } from '../booking/class-view';
import { leaveClass } from '../booking/leave-class';
import type { BoxSettings } from '../settings/box-settings';
import { assertNoDependents } from '../users/household';
import { assertAdminRemains } from '../users/last-admin';

export const DELETED_NAME = { name: 'Deleted', surname: 'member' } as const;
/** What a removed chat message reads, so the staff's side of the conversation still makes sense. */
export const DELETED_MESSAGE = '—';
/** Personal fields an audit entry may have copied (user.update): removed from its before/after. */
const PERSONAL_AUDIT_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'cin',
  'birth',
  'sex',
  'observations',
  'image',
];

/**
 * Carries out a deletion (docs/decisions.md, "Personal data"): keeps what the law needs (receipts
 * with the legal name frozen on them, remittance lines, revoked mandates, attendance without a
 * name) and anonymises or deletes the rest, in one transaction with the caller's `tx`. Card rows go
 * here; detaching them at the provider is the caller's, outside the transaction.
 */
export async function anonymiseMember(
  tx: UnitOfWork,
  { by, userId, now, settings }: { by: AccessClaims; userId: number; now: Date; settings: BoxSettings },
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('User');
  if (user.anonymisedAt) throw new AppError('conflict', 'This account was deleted already');
  // An admin cannot delete their own account from here: another admin must, so the box keeps one.
  if (by.userId === userId) throw new AppError('forbidden', 'Another admin must delete your account');
  await assertAdminRemains(tx, { userId, before: user, after: { roles: ['USER'], status: 'INACTIVE' } });
  await assertNoDependents(tx, userId);

  // Future places go through the ordinary leave, as a staff removal: waiting members move in.
  const future = await tx
    .select({ classId: classUsers.classId })
    .from(classUsers)
    .innerJoin(classes, eq(classes.id, classUsers.classId))
    .where(and(eq(classUsers.userId, userId), gt(classes.startsAt, now), isNull(classes.cancelledAt)));
  const ctx = { now, settings, viewer: viewerOf(by) };
  for (const { classId } of future)
    await leaveClass(await ClassBatch.open(tx, classId), { by, userId, penalization: true, ctx });

  const fullName = `${user.name} ${user.surname}`.trim();
  await tx
    .update(receipts)
    .set({ billedName: fullName, billedCin: user.cin })
    .where(and(eq(receipts.userId, userId), isNull(receipts.billedName)));

  const [hadRequest] = await tx
    .update(deletionRequests)
    .set({ doneAt: now, doneBy: by.userId })
    .where(and(eq(deletionRequests.userId, userId), isNull(deletionRequests.doneAt)))
    .returning({ id: deletionRequests.id });

  await tx.delete(standingBookings).where(eq(standingBookings.userId, userId));
  await tx.delete(movementRecords).where(eq(movementRecords.userId, userId));
  await tx.delete(scores).where(eq(scores.userId, userId));
  // The in-house Open's entries and scores go too; the leaderboards rank without them.
  await tx.delete(openScores).where(eq(openScores.userId, userId));
  await tx.delete(openRegistrations).where(eq(openRegistrations.userId, userId));
  await tx.delete(scoreSettings).where(eq(scoreSettings.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(pushPreferences).where(eq(pushPreferences.userId, userId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await tx.delete(checkinSecrets).where(eq(checkinSecrets.userId, userId));
  await tx.delete(cards).where(eq(cards.userId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await tx.delete(planChanges).where(and(eq(planChanges.userId, userId), isNull(planChanges.appliedAt)));
  await tx.update(chatMessages).set({ content: DELETED_MESSAGE }).where(eq(chatMessages.userId, userId));
  await tx
    .update(sepaMandates)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(sepaMandates.userId, userId), isNull(sepaMandates.revokedAt)));
  const personalFields = sql.raw(`'{${PERSONAL_AUDIT_FIELDS.join(',')}}'::text[]`);
  await tx
    .update(auditLog)
    .set({
      before: sql`case when jsonb_typeof(${auditLog.before}) = 'object' then ${auditLog.before} - ${personalFields} else ${auditLog.before} end`,
      after: sql`case when jsonb_typeof(${auditLog.after}) = 'object' then ${auditLog.after} - ${personalFields} else ${auditLog.after} end`,
    })
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'user.update')));
  await revokeAllOfUser(tx, userId, now);

  await tx
    .update(users)
    .set({
      ...DELETED_NAME,
      cin: `DELETED${userId}`,
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      image: null,
      observations: '',
      birth: null,
      sex: null,
      status: 'INACTIVE',
      planId: null,
      pro: false,
      roles: ['USER'],
      paymentCustomerId: null,
      // A password nobody knows, so that even a guessed placeholder DNI cannot sign in.
      passwordHash: await hashPassword(randomBytes(32).toString('hex')),
      anonymisedAt: now,
    })
    .where(eq(users.id, userId));

  await recordAudit(tx, {
    by: by.userId,
    action: 'member.anonymise',
    userId,
    before: { status: user.status, planId: user.planId, roles: user.roles, request: Boolean(hadRequest) },
    after: { status: 'INACTIVE', planId: null, roles: ['USER'] },
  });
  publishOnCommit(tx, { kind: 'user', userId });
}
