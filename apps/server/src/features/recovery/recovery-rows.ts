import { type Recovery, stableBlockIds, type WorkoutBlockInput } from '@boxbook/domain';
import type { recoveries } from '../../infra/db/schema';

export const toRecovery = (row: typeof recoveries.$inferSelect): Recovery => ({
  id: row.id,
  year: row.year,
  week: row.week,
  when: row.when,
  wbs: stableBlockIds(row.wbs as WorkoutBlockInput[]),
});
