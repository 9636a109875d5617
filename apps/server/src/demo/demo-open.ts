import { addDaysTo, ageGroupFor, type OpenLevel, type OpenResult } from '@boxbook/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../infra/db/client';
import * as t from '../infra/db/schema';

/**
 * The demo's in-house Open (docs/product.md, The in-house Open): running this week, its first
 * workout open for scores and its second to come, so that a new user finds the menu's way in, a
 * board of judged scores to read, a registration to try and, as staff, a score left to judge.
 */
const demoOpenEvent = {
  nameCa: "Open d'hivern del box",
  nameEs: 'Open de invierno del box',
  registrationOpen: true,
};

const demoOpenWorkouts = [
  {
    nameCa: 'Hivern 1',
    nameEs: 'Invierno 1',
    descriptionCa: 'AMRAP de 12 minuts:\n5 dominades\n10 flexions\n15 esquats a l’aire',
    descriptionEs: 'AMRAP de 12 minutos:\n5 dominadas\n10 flexiones\n15 sentadillas al aire',
    kind: 'rounds_reps' as const,
    capSeconds: null,
    hasTiebreak: false,
    scoringOpen: true,
  },
  {
    nameCa: 'Hivern 2',
    nameEs: 'Invierno 2',
    descriptionCa:
      '21-15-9 per temps (límit de 12 minuts):\nThrusters (43/30 kg)\nBurpees per sobre de la barra\nDesempat: el temps en acabar la ronda de 15',
    descriptionEs:
      '21-15-9 por tiempo (límite de 12 minutos):\nThrusters (43/30 kg)\nBurpees por encima de la barra\nDesempate: el tiempo al acabar la ronda de 15',
    kind: 'time' as const,
    capSeconds: 720,
    hasTiebreak: true,
    scoringOpen: false,
  },
];

/**
 * Who takes part, by their demo CIN, with their first workout's score: two Rx divisions of four
 * and a Scaled one. Members the e2e specs sign in as stay out, so their screens start as a new
 * member's. The last score waits for a judge.
 */
const demoOpenAthletes: { cin: string; level: OpenLevel; result: OpenResult; judged: boolean }[] = [
  { cin: '14687918A', level: 'RX', result: { kind: 'rounds_reps', rounds: 9, reps: 12 }, judged: true },
  { cin: 'Z3069155V', level: 'RX', result: { kind: 'rounds_reps', rounds: 8, reps: 20 }, judged: true },
  { cin: '51541030P', level: 'RX', result: { kind: 'rounds_reps', rounds: 10, reps: 3 }, judged: true },
  { cin: '34265381G', level: 'RX', result: { kind: 'rounds_reps', rounds: 7, reps: 25 }, judged: true },
  { cin: '22063942L', level: 'RX', result: { kind: 'rounds_reps', rounds: 11, reps: 5 }, judged: true },
  { cin: '47598229M', level: 'RX', result: { kind: 'rounds_reps', rounds: 9, reps: 28 }, judged: true },
  { cin: '18937210E', level: 'RX', result: { kind: 'rounds_reps', rounds: 10, reps: 15 }, judged: true },
  { cin: '30149377B', level: 'SCALED', result: { kind: 'rounds_reps', rounds: 8, reps: 4 }, judged: true },
  { cin: '31082059C', level: 'SCALED', result: { kind: 'rounds_reps', rounds: 9, reps: 1 }, judged: true },
  { cin: '40120752N', level: 'RX', result: { kind: 'rounds_reps', rounds: 10, reps: 9 }, judged: false },
];

/** The Open, its workouts, its athletes and their scores, judged by the demo admin. */
export async function insertDemoOpen(
  tx: Tx,
  { today, now, judgeCin }: { today: string; now: Date; judgeCin: string },
): Promise<void> {
  const startsOn = addDaysTo(today, -3);
  const [event] = await tx
    .insert(t.openEvents)
    .values({ ...demoOpenEvent, startsOn, endsOn: addDaysTo(today, 18) })
    .returning({ id: t.openEvents.id });
  if (!event) return;
  const workouts = await tx
    .insert(t.openWorkouts)
    .values(demoOpenWorkouts.map((w, i) => ({ ...w, eventId: event.id, position: i + 1 })))
    .returning({ id: t.openWorkouts.id, position: t.openWorkouts.position });
  const first = workouts.find((w) => w.position === 1);
  if (!first) return;

  const people = await tx
    .select({ id: t.users.id, cin: t.users.cin, sex: t.users.sex, birth: t.users.birth })
    .from(t.users)
    .where(inArray(t.users.cin, [judgeCin, ...demoOpenAthletes.map((a) => a.cin)]));
  const byCin = new Map(people.map((p) => [p.cin, p]));
  const judgeId = byCin.get(judgeCin)?.id ?? null;
  const entries = demoOpenAthletes.map((athlete) => {
    const person = byCin.get(athlete.cin);
    const ageGroup = person?.birth ? ageGroupFor(person.birth, startsOn) : null;
    if (!person?.sex || !ageGroup) throw new Error(`demo Open athlete ${athlete.cin} has no division`);
    return { athlete, userId: person.id, sex: person.sex, ageGroup };
  });
  await tx.insert(t.openRegistrations).values(
    entries.map(({ athlete, userId, sex, ageGroup }) => ({
      eventId: event.id,
      userId,
      level: athlete.level,
      sex,
      ageGroup,
    })),
  );
  await tx.insert(t.openScores).values(
    entries.map(({ athlete, userId }) => ({
      workoutId: first.id,
      userId,
      result: athlete.result,
      ...(athlete.judged ? { status: 'VALIDATED' as const, judgeId, judgedAt: now } : {}),
    })),
  );
}
