import {
  emailKey,
  type Language,
  PARQ_QUESTIONS,
  phoneKey,
  type VisitBooked,
  type VisitKind,
  type VisitRequest,
} from '@boxbook/domain';
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

/** What a visitor gets when a place is theirs: the booking, and the class's name for the mail. */
export interface PlaceTaken {
  booked: VisitBooked;
  visitId: number;
  leadId: number;
  activityName: string;
}

/**
 * Takes a visitor's place in a class (see docs/product.md, The first visit): refused to members
 * (they sign in), once per person by e-mail and by phone for a trial, and only in a class a member
 * could book now and that has a place — a visitor never waits in a list. The class is locked first,
 * as every booking does, so the count of places and the insert are one step against members joining
 * at the same moment. The visitor becomes a lead (one per e-mail). A drop-in names its charge
 * (`payFor`, given the lead, answers the receipt) and holds the place until `heldUntil`.
 */
export async function takeVisitPlace(
  unit: UnitOfWork,
  request: VisitRequest,
  ctx: {
    settings: BoxSettings;
    now: Date;
    kind: VisitKind;
    payFor?: (leadId: number) => Promise<{ receiptId: string; heldUntil: Date }>;
  },
): Promise<PlaceTaken> {
  const { config } = ctx.settings;
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
  if (ctx.kind === 'TRIAL') await assertFirstTrial(unit, keys);
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
  const payment = ctx.payFor ? await ctx.payFor(lead.id) : null;
  const answers = Object.fromEntries(PARQ_QUESTIONS.map((key) => [key, request.parq[key]]));
  const reference = newVisitReference();
  const [visit] = await unit
    .insert(visits)
    .values({
      leadId: lead.id,
      classId: cls.id,
      kind: ctx.kind,
      reference,
      ...keys,
      parqAnyYes: Object.values(answers).some(Boolean),
      parqAnswers: answers,
      healthDeleteAfter: new Date(cls.endsAt.getTime() + config.healthDataRetentionDays * DAY_MS),
      receiptId: payment?.receiptId ?? null,
      heldUntil: payment?.heldUntil ?? null,
    })
    .returning({ id: visits.id })
    .catch((error: unknown) => {
      // Two trials of one person booked at once, in two classes: the unique index decides.
      throw trialTakenMeanwhile(error)
        ? new AppError('trial_used', 'This person has had their free trial already')
        : error;
    });
  if (!visit) throw new Error('visit not stored');
  publishOnCommit(unit, { kind: 'class', classId: cls.id });
  const booked: VisitBooked = {
    reference,
    kind: ctx.kind,
    classId: cls.id,
    activityKey: activity.key,
    date: cls.date,
    startTime: cls.startsAt.toISOString(),
    endTime: cls.endsAt.toISOString(),
  };
  const activityName = request.language === 'ca' ? activity.nameCa : activity.nameEs;
  return { booked, visitId: visit.id, leadId: lead.id, activityName };
}

/** The visitor's confirmation mail, once their place is theirs (a trial at once, a drop-in once paid). */
export async function mailVisitor(
  unit: UnitOfWork,
  visitor: { email: string; name: string; language: Language; activityName: string; booked: VisitBooked },
  ctx: TrialContext,
): Promise<void> {
  await ctx.mailer.enqueue(
    unit,
    visitMail({
      to: visitor.email,
      name: visitor.name,
      language: visitor.language,
      activityName: visitor.activityName,
      booked: visitor.booked,
      timeZone: ctx.settings.config.timeZone,
      publicUrl: ctx.publicUrl,
    }),
  );
}

/** Books a visitor's free trial: a place (takeVisitPlace) and its mail, when the box offers trials. */
export async function bookTrial(
  unit: UnitOfWork,
  request: VisitRequest,
  ctx: TrialContext,
): Promise<VisitBooked> {
  if (!ctx.settings.config.trialEnabled)
    throw new AppError('trial_unavailable', 'The box offers no free trial');
  const taken = await takeVisitPlace(unit, request, { settings: ctx.settings, now: ctx.now, kind: 'TRIAL' });
  await mailVisitor(unit, { ...request, ...taken }, ctx);
  return taken.booked;
}
