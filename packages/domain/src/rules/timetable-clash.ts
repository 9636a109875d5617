/** A weekly slot as the timetable compares them: which activity, from when to when (HH:MM). */
export interface TimetableSlot {
  id?: number | undefined;
  activityId: number;
  startTime: string;
  endTime: string;
}

export interface TimetableClash {
  kind: 'duplicate' | 'overlap';
  /** The index, in the weekday's new list, of the slot being added or changed. */
  index: number;
  /** The slot it clashes with. */
  other: TimetableSlot;
}

const sameSlot = (a: TimetableSlot, b: TimetableSlot) =>
  a.activityId === b.activityId && a.startTime === b.startTime && a.endTime === b.endTime;

const overlap = (a: TimetableSlot, b: TimetableSlot) =>
  a.activityId === b.activityId && a.startTime < b.endTime && b.startTime < a.endTime;

/**
 * The first clash a weekday's new list of slots brings: the same class twice (activity, start and
 * end), else two classes of the same activity that overlap in time. Only a slot that is new or
 * whose activity or times changed is checked, so a clash staff accepted earlier does not come
 * back on every later save of that weekday. Duplicates are looked for first: they are refused,
 * an overlap only asks to be confirmed.
 */
export function timetableClash(
  after: readonly TimetableSlot[],
  before: readonly TimetableSlot[],
): TimetableClash | null {
  const changed = after.flatMap((slot, index) => {
    const was = slot.id === undefined ? undefined : before.find((b) => b.id === slot.id);
    return was && sameSlot(was, slot) ? [] : [index];
  });
  for (const test of [sameSlot, overlap])
    for (const index of changed) {
      const slot = after[index] as TimetableSlot;
      const other = after.find((o, i) => i !== index && test(slot, o));
      if (other) return { kind: test === sameSlot ? 'duplicate' : 'overlap', index, other };
    }
  return null;
}
