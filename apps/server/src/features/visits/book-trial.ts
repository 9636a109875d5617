import { emailKey, PARQ_QUESTIONS, phoneKey, type VisitBooked, type VisitRequest } from '@boxbook/domain';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { classUsers, leads, visits } from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import { assertUnderLimit, LIMITS, recordHit } from '../../infra/http/rate-limit';
import type { Mailer } from '../../infra/mail/mailer';
import { publishOnCommit, type UnitOfWork } from '../../infra/realtime/event-queue';
import { blockFor } from '../booking/class-view';
import { lockClass } from '../booking/lock-class';
import type { BoxSettings } from '../settings/box-settings';
import { isMemberContact } from './find-member-of';
import { visitMail } from './visit-mail';
import { newVisitReference } from './visit-reference';

const DAY_MS = 24 * 60 * 60_000;

export interface TrialContext {
  settings: BoxSettings;
  now: Date;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Counts a visit attempt of this address, refused or not, in a transaction of its own so that a
 * refusal (someone trying e-mails for a second trial) counts too; the 11th in an hour is refused.
 */
export async function countVisitAttempt(db: Db, { ip, now }: { ip: string; now: Date }): Promise<void> {
  await assertUnderLimit(db, LIMITS.visitPerIp, ip, now);
  await recordHit(db, LIMITS.visitPerIp, ip, now);
}

/** Refuses a second trial of the same person: by e-mail or by phone, whatever the other says. */
async function assertFirstTrial(unit: UnitOfWork, keys: { emailKey: string; phoneKey: string }) {
  const [used] = await unit
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        eq(visits.kind, 'TRIAL'),
        or(eq(visits.emailKey, keys.emailKey), eq(visits.phoneKey, keys.phoneKey)),
      ),
    )
    .limit(1);
  if (used) throw new AppError('trial_used', 'This person has had their free trial already');
}

/** PostgreSQL's unique violation (23505) of a one-trial index, seen through Drizzle's wrapping. */
function trialTakenMeanwhile(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code === '23505')
      return typeof e.constraint === 'string' && e.constraint.startsWith('visits_one_trial');
    e = e.cause as typeof e;
  }
  return false;
}

/** The places taken in the locked class: members IN and visitors. */
async function placesTaken(unit: UnitOfWork, classId: number): Promise<number> {
  const [row] = await unit
    .select({
      members: count(),
      visitors: sql<number>`(select count(*)::int from ${visits} where ${visits.classId} = ${classId})`,
    })
    .from(classUsers)
    .where(and(eq(classUsers.classId, classId), eq(classUsers.status, 'IN')));
  return (row?.members ?? 0) + Number(row?.visitors ?? 0);
}

/**
 * Books a visitor's free trial (see docs/product.md, The first visit): limited per address like
 * sign-up, refused to members (they sign in), once per person by e-mail and by phone, and only in
 * a class a member could book now and that has a place — a visitor never waits in a list. The
 * class is locked first, as every booking does, so the count of places and the insert are one step
 * against members joining at the same moment. The visitor becomes a lead (one per e-mail) and gets
 * a mail with the booking's reference and its calendar entry.
 */
export async function bookTrial(
  unit: UnitOfWork,
  request: VisitRequest,
  ctx: TrialContext,
): Promise<VisitBooked> {
  const { config } = ctx.settings;
  if (!config.trialEnabled) throw new AppError('trial_unavailable', 'The box offers no free trial');
  const keys = { emailKey: emailKey(request.email), phoneKey: phoneKey(request.phone) };
  if (await isMemberContact(unit, keys))
    throw new AppError('visitor_is_member', 'A member has this e-mail or phone: sign in to book');

  const { cls, activity } = await lockClass(unit, request.classId);
  if (cls.cancelledAt) throw new AppError('class_cancelled', 'The class has been cancelled');
  const { block, opensAt } = blockFor(cls, { now: ctx.now, settings: ctx.settings, viewer: null });
  if (block || !activity.enabled)
    throw new AppError('class_not_bookable', 'The class cannot be booked', {
      params: opensAt ? { block: block ?? 'disabled', opensAt } : { block: block ?? 'disabled' },
    });
  await assertFirstTrial(unit, keys);
  if ((await placesTaken(unit, cls.id)) >= cls.maxPeople)
    throw new AppError('class_full', 'The class has no place left');

  const contact = {
    name: request.name,
    surname: request.surname,
    email: request.email,
    phone: request.phone,
  };
  const [lead] = await unit
    .insert(leads)
    .values({ ...contact, ...keys, language: request.language })
    .onConflictDoUpdate({
      target: leads.emailKey,
      set: { ...contact, phoneKey: keys.phoneKey, language: request.language, lostAt: null },
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error('lead not stored');
  const answers = Object.fromEntries(PARQ_QUESTIONS.map((key) => [key, request.parq[key]]));
  const reference = newVisitReference();
  await unit
    .insert(visits)
    .values({
      leadId: lead.id,
      classId: cls.id,
      kind: 'TRIAL',
      reference,
      ...keys,
      parqAnyYes: Object.values(answers).some(Boolean),
      parqAnswers: answers,
      healthDeleteAfter: new Date(cls.endsAt.getTime() + config.healthDataRetentionDays * DAY_MS),
    })
    .catch((error: unknown) => {
      // Two trials of one person booked at once, in two classes: the unique index decides.
      throw trialTakenMeanwhile(error)
        ? new AppError('trial_used', 'This person has had their free trial already')
        : error;
    });
  publishOnCommit(unit, { kind: 'class', classId: cls.id });
  const booked: VisitBooked = {
    reference,
    kind: 'TRIAL',
    classId: cls.id,
    activityKey: activity.key,
    date: cls.date,
    startTime: cls.startsAt.toISOString(),
    endTime: cls.endsAt.toISOString(),
  };
  await ctx.mailer.enqueue(
    unit,
    visitMail({
      to: request.email,
      name: request.name,
      language: request.language,
      activityName: request.language === 'ca' ? activity.nameCa : activity.nameEs,
      booked,
      timeZone: config.timeZone,
      publicUrl: ctx.publicUrl,
    }),
  );
  return booked;
}
