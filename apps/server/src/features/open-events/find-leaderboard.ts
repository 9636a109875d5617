import {
  divisionKeyOf,
  type OpenDivision,
  type OpenLeaderboard,
  openAgeGroupSchema,
  openLevelSchema,
  rankOverall,
  sexSchema,
} from '@boxbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { openRegistrations, openScores, users } from '../../infra/db/schema';
import { boardName } from './board-name';
import { findEvent, toScore } from './open-event-rows';

const orderOf = (d: OpenDivision) => [
  openLevelSchema.options.indexOf(d.level),
  sexSchema.options.indexOf(d.sex),
  openAgeGroupSchema.options.indexOf(d.ageGroup),
];
const compareDivisions = (a: OpenDivision, b: OpenDivision) => {
  const [x, y] = [orderOf(a), orderOf(b)];
  return x.reduce((diff, n, i) => diff || n - (y[i] ?? 0), 0);
};

/**
 * One division's standings (the one asked for, else the viewer's own, else the first): only
 * validated scores rank (docs/product.md, The in-house Open); the viewer's own row also shows
 * their score still waiting for a judge.
 */
export async function findLeaderboard(
  db: DbOrTx,
  { eventId, divisionKey, viewerId }: { eventId: number; divisionKey?: string | undefined; viewerId: number },
): Promise<OpenLeaderboard> {
  const event = await findEvent(db, eventId);
  const registrations = await db
    .select({ registration: openRegistrations, name: users.name, surname: users.surname })
    .from(openRegistrations)
    .innerJoin(users, eq(users.id, openRegistrations.userId))
    .where(eq(openRegistrations.eventId, eventId));
  const divisionOf = (r: (typeof registrations)[number]) => ({
    level: r.registration.level,
    sex: r.registration.sex,
    ageGroup: r.registration.ageGroup,
  });
  const divisions = [
    ...new Map(registrations.map((r) => [divisionKeyOf(divisionOf(r)), divisionOf(r)])).values(),
  ].sort(compareDivisions);
  const own = registrations.find((r) => r.registration.userId === viewerId);
  const key = divisionKey ?? (own ? divisionKeyOf(divisionOf(own)) : undefined);
  const division = divisions.find((d) => divisionKeyOf(d) === key) ?? divisions[0] ?? null;
  if (!division) return { eventId, divisions, division: null, rows: [] };

  const athletes = registrations.filter((r) => divisionKeyOf(divisionOf(r)) === divisionKeyOf(division));
  const athleteIds = athletes.map((a) => a.registration.userId);
  const workoutIds = event.workouts.map((w) => w.id);
  const scores =
    workoutIds.length === 0
      ? []
      : (
          await db
            .select()
            .from(openScores)
            .where(and(inArray(openScores.workoutId, workoutIds), inArray(openScores.userId, athleteIds)))
        ).map(toScore);
  const validated = scores.filter((s) => s.status === 'VALIDATED');
  const standings = rankOverall(
    athleteIds,
    event.workouts.map((w) => ({
      id: w.id,
      hasTiebreak: w.hasTiebreak,
      entries: validated.filter((s) => s.workoutId === w.id),
    })),
  );
  const names = new Map(athletes.map((a) => [a.registration.userId, boardName(a.name, a.surname)]));
  const pendingOf = (userId: number, workoutId: number) =>
    userId === viewerId
      ? (scores.find((s) => s.userId === userId && s.workoutId === workoutId && s.status === 'PENDING')
          ?.result ?? null)
      : null;
  return {
    eventId,
    divisions,
    division,
    rows: standings.map((s) => ({
      userId: s.userId,
      athlete: names.get(s.userId) ?? '',
      rank: s.rank,
      points: s.points,
      placings: s.placings.map((p) => ({
        workoutId: p.workoutId,
        rank: p.rank,
        result: p.entry?.result ?? null,
        tiebreakSeconds: p.entry?.tiebreakSeconds ?? null,
        pending: pendingOf(s.userId, p.workoutId),
      })),
    })),
  };
}
