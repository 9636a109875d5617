import { DEFAULT_REMINDER_MINUTES, type PersonalData, type ScoreResult } from '@boxbook/domain';
import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import {
  activities,
  auditLog,
  calendarFeeds,
  cards,
  chatMessages,
  checkins,
  classes,
  classTemplates,
  classUsers,
  creditLedger,
  deletionRequests,
  movementRecords,
  movements,
  planChanges,
  plans,
  pushPreferences,
  pushSubscriptions,
  receipts,
  scoreSettings,
  scores,
  sepaMandates,
  standingBookings,
  wods,
} from '../../infra/db/schema';
import { personalOpenEntries } from '../open-events/personal-open-entries';
import { acceptancesOf } from '../terms/terms-acceptance';
import { findUser } from '../users/find-user';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** An IBAN shown as the bank statement does: only its last four characters. */
export const maskIban = (iban: string) => `${'•'.repeat(Math.max(0, iban.length - 4))}${iban.slice(-4)}`;

/** Only where a push device's endpoint lives (the browser vendor's host): the rest is a secret. */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

type ScoreRow = typeof scores.$inferSelect;
/** The result in its kind's shape, as the scores API gives it, so the phone writes it in its language. */
function scoreResult(row: ScoreRow): ScoreResult {
  if (row.kind === 'time') return { kind: 'time', seconds: row.seconds ?? 0 };
  if (row.kind === 'rounds_reps')
    return { kind: 'rounds_reps', rounds: row.rounds ?? 0, reps: row.reps ?? 0 };
  if (row.kind === 'load') return { kind: 'load', load: row.load ?? 0 };
  if (row.kind === 'reps') return { kind: 'reps', reps: row.reps ?? 0 };
  return { kind: 'calories', calories: row.calories ?? 0 };
}

/**
 * Everything the box holds about one member, for their own download (GDPR art. 15 and 20). Each
 * section reads only rows of `userId`; secrets (password hash, tokens, card numbers, push keys,
 * full IBANs) never appear.
 */
export async function findPersonalData(
  db: DbOrTx,
  { userId, now, today }: { userId: number; now: Date; today: string },
): Promise<PersonalData> {
  const user = await findUser(db, userId, today);
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [
    bookings,
    ledger,
    receiptRows,
    cardRows,
    planRows,
    recordRows,
    scoreRows,
    chatRows,
    deviceRows,
    mandateRows,
    reminder,
    scoreSetting,
    feed,
    standingRows,
    checkinRows,
    auditRows,
    request,
  ] = await Promise.all([
    db
      .select({ cu: classUsers, cls: classes, activity: activities.nameEs })
      .from(classUsers)
      .innerJoin(classes, eq(classes.id, classUsers.classId))
      .innerJoin(activities, eq(activities.id, classes.activityId))
      .where(mine(classUsers))
      .orderBy(desc(classes.startsAt)),
    db.select().from(creditLedger).where(mine(creditLedger)).orderBy(desc(creditLedger.id)),
    db.select().from(receipts).where(mine(receipts)).orderBy(desc(receipts.createdAt)),
    db.select().from(cards).where(mine(cards)).orderBy(desc(cards.createdAt)),
    db
      .select({ change: planChanges, plan: plans.nameEs, planKey: plans.key })
      .from(planChanges)
      .leftJoin(plans, eq(plans.id, planChanges.toPlanId))
      .where(mine(planChanges))
      .orderBy(desc(planChanges.id)),
    db
      .select({ record: movementRecords, movement: movements.name })
      .from(movementRecords)
      .innerJoin(movements, eq(movements.id, movementRecords.movementId))
      .where(mine(movementRecords))
      .orderBy(desc(movementRecords.when)),
    db
      .select({ score: scores, when: wods.when })
      .from(scores)
      .innerJoin(wods, eq(wods.id, scores.wodId))
      .where(mine(scores))
      .orderBy(desc(wods.when)),
    db.select().from(chatMessages).where(mine(chatMessages)).orderBy(asc(chatMessages.id)),
    db.select().from(pushSubscriptions).where(mine(pushSubscriptions)),
    db.select().from(sepaMandates).where(mine(sepaMandates)).orderBy(desc(sepaMandates.id)),
    db.select().from(pushPreferences).where(mine(pushPreferences)),
    db.select().from(scoreSettings).where(mine(scoreSettings)),
    db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(mine(calendarFeeds)),
    db
      .select({ activity: activities.nameEs, day: classTemplates.day, startTime: classTemplates.startTime })
      .from(standingBookings)
      .innerJoin(classTemplates, eq(classTemplates.id, standingBookings.templateId))
      .innerJoin(activities, eq(activities.id, classTemplates.activityId))
      .where(mine(standingBookings)),
    db.select().from(checkins).where(mine(checkins)).orderBy(desc(checkins.checkedInAt)),
    // Entries about the member, and the ones they made about themselves; not what staff did to others.
    db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.userId, userId), and(eq(auditLog.byUserId, userId), isNull(auditLog.userId))))
      .orderBy(desc(auditLog.id)),
    db
      .select()
      .from(deletionRequests)
      .where(and(mine(deletionRequests), isNull(deletionRequests.doneAt))),
  ]);

  return {
    exportedAt: iso(now),
    user,
    bookings: bookings.map(({ cu, cls, activity }) => ({
      classId: cls.id,
      activity,
      startsAt: iso(cls.startsAt),
      status: cu.status,
      attended: cu.validated,
    })),
    credits: ledger.map((l) => ({
      at: iso(l.createdAt),
      kind: l.kind,
      delta: l.delta,
      reason: l.reason,
      note: l.note,
    })),
    receipts: receiptRows.map((r) => ({
      number: r.number,
      issuedAt: isoOrNull(r.issuedAt),
      amount: r.amount,
      concept: r.concept,
      status: r.status,
    })),
    cards: cardRows.map((c) => ({
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
    })),
    planHistory: planRows.map(({ change, plan, planKey }) => ({
      kind: change.kind,
      plan,
      planKey,
      effectiveOn: change.effectiveOn,
      appliedAt: isoOrNull(change.appliedAt),
    })),
    movementRecords: recordRows.map(({ record, movement }) => ({
      movement,
      when: record.when,
      value: record.value,
      rm: record.rm,
    })),
    scores: scoreRows.map(({ score, when }) => ({
      wodDate: when,
      blockId: score.blockId,
      division: score.division,
      result: scoreResult(score),
    })),
    chatMessages: chatRows.map((m) => ({ at: iso(m.createdAt), from: m.from, content: m.content })),
    pushDevices: deviceRows.map((d) => ({
      host: endpointHost(d.endpoint),
      language: d.language,
      createdAt: iso(d.createdAt),
    })),
    mandates: mandateRows.map((m) => ({
      holder: m.holder,
      iban: maskIban(m.iban),
      reference: m.reference,
      signedOn: m.signedOn,
      revokedAt: isoOrNull(m.revokedAt),
    })),
    settings: {
      reminderMinutes: reminder[0] ? reminder[0].reminderMinutes : DEFAULT_REMINDER_MINUTES,
      showScoresOnWhiteboard: scoreSetting[0]?.showOnWhiteboard ?? false,
      calendarFeed: feed.length > 0,
    },
    standingBookings: standingRows.map((s) => ({
      activity: s.activity,
      day: s.day,
      startTime: s.startTime.slice(0, 5),
    })),
    checkins: checkinRows.map((c) => ({
      date: c.date,
      at: iso(c.checkedInAt),
      classId: c.classId,
      method: c.method,
    })),
    openEntries: await personalOpenEntries(db, userId),
    termsAcceptances: (await acceptancesOf(db, userId)).map((a) => ({
      version: a.version,
      acceptedAt: a.acceptedAt,
    })),
    audit: auditRows.map((a) => ({ at: iso(a.at), action: a.action, before: a.before, after: a.after })),
    deletionRequestedAt: request[0] ? iso(request[0].requestedAt) : null,
  };
}
