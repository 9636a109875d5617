import { gymDateOf } from '@boxbook/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { activities, classes, leads, visits } from '../../infra/db/schema';
import type { Mailer } from '../../infra/mail/mailer';
import type { Clock } from '../../lib/clock';

/**
 * How often the job looks: health data go on their day, reminders the morning after, and a drop-in's
 * place held for a payment that never came goes back within a minute of its hold's end.
 */
const EVERY_MS = 60_000;

/**
 * Deletes the PAR-Q answers past their day (the class's end plus the box's retention, set when the
 * visit was booked): health data are kept the minimum. Whether any answer was yes stays, as the
 * coach's note that the visitor was told to ask their doctor.
 */
export async function purgeHealthData(db: Db, now: Date): Promise<number> {
  const purged = await db
    .update(visits)
    .set({ parqAnswers: null })
    .where(and(isNotNull(visits.parqAnswers), lte(visits.healthDeleteAfter, now)))
    .returning({ id: visits.id });
  return purged.length;
}

/**
 * The staff's reminder to follow the visitors up, the day after their class (the box's day): one
 * mail to the box listing each visitor not lost, with how to reach them. The visits are claimed
 * under their row locks (skip locked), so two processes never remind twice.
 */
export async function remindStaff(
  db: Db,
  { now, timeZone, mailer, gymEmail }: { now: Date; timeZone: string; mailer: Mailer; gymEmail: string },
): Promise<number> {
  const today = gymDateOf(now, timeZone);
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({
        id: visits.id,
        kind: visits.kind,
        name: leads.name,
        surname: leads.surname,
        email: leads.email,
        phone: leads.phone,
        date: classes.date,
        activity: activities.nameCa,
      })
      .from(visits)
      .innerJoin(leads, eq(leads.id, visits.leadId))
      .innerJoin(classes, eq(classes.id, visits.classId))
      .innerJoin(activities, eq(activities.id, classes.activityId))
      .where(and(isNull(visits.remindedAt), lt(classes.date, today), isNull(leads.lostAt)))
      .orderBy(asc(classes.startsAt))
      .limit(100)
      .for('update', { of: visits, skipLocked: true });
    if (due.length === 0) return 0;
    const lines = due.map(
      (v) =>
        `- ${v.name} ${v.surname} (${v.kind === 'TRIAL' ? 'prova' : 'drop-in'}, ${v.activity} ${v.date}): ${v.phone}, ${v.email}`,
    );
    await mailer.enqueue(tx, {
      to: gymEmail,
      subject: `Visitants per trucar: ${due.length}`,
      text: ['Ahir van venir a provar:', '', ...lines, '', 'Llista completa: /admin/leads'].join('\n'),
    });
    await tx
      .update(visits)
      .set({ remindedAt: now })
      .where(
        inArray(
          visits.id,
          due.map((v) => v.id),
        ),
      );
    return due.length;
  });
}

export interface VisitsJob {
  run(): Promise<{ purged: number; reminded: number; released: number }>;
  start(): void;
  stop(): void;
}

export function createVisitsJob(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  gymEmail: string;
  timeZone: string;
  log: FastifyBaseLogger;
  releaseHolds?: (now: Date) => Promise<number>;
}): VisitsJob {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    const now = deps.clock.now();
    const purged = await purgeHealthData(deps.db, now);
    const reminded = await remindStaff(deps.db, { ...deps, now });
    const released = deps.releaseHolds ? await deps.releaseHolds(now) : 0;
    if (reminded > 0) void deps.mailer.flush();
    return { purged, reminded, released };
  };
  const tick = () => {
    run()
      .then((result) => {
        if (result.purged > 0 || result.reminded > 0 || result.released > 0)
          deps.log.info(result, 'visits job');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'visits job failed'));
  };
  return {
    run,
    start() {
      tick();
      timer = setInterval(tick, EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
