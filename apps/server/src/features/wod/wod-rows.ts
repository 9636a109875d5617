import { stableBlockIds, type Wod, type WorkoutBlockInput } from '@boxbook/domain';
import type { wods } from '../../infra/db/schema';

/** A stored WOD as the API sends it; blocks stored without ids (demo rows) get stable ones. */
export const toWod = (row: typeof wods.$inferSelect): Wod => ({
  id: row.id,
  when: row.when,
  wbs: stableBlockIds(row.wbs as WorkoutBlockInput[]),
});
