import { type AppConfig, appConfigSchema } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type DayOffRow, daysOff, settings } from '../../infra/db/schema';

/** What every booking and every class view needs to know about the box. */
export interface BoxSettings {
  /** The defaults (CONFIG_DEFAULTS) overridden by what the box stored, and the gym's time zone. */
  config: AppConfig;
  /** The days off in force (not skipped); a handful of rows, matched in memory (isDayOffOn). */
  daysOff: readonly DayOffRow[];
}

export interface BoxSettingsStore {
  get(): Promise<BoxSettings>;
  /** Forget what is kept; the next `get` reads again. Called on a `settings` event from any process. */
  invalidate(): void;
}

async function readSettings(db: DbOrTx, timeZone: string): Promise<BoxSettings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const config = appConfigSchema.parse({ ...stored, timeZone });
  return { config, daysOff: await db.select().from(daysOff).where(eq(daysOff.skip, false)) };
}

/**
 * The box's settings and days off, read once and kept in memory: they change a few times a year,
 * while every booking and every realtime frame needs them. Whoever changes them sends a
 * `settings` event, on which every process forgets its copy.
 */
export function createBoxSettings(db: DbOrTx, timeZone: string): BoxSettingsStore {
  let current: Promise<BoxSettings> | null = null;
  let generation = 0;
  return {
    get() {
      if (current) return current;
      const started = generation;
      const reading = readSettings(db, timeZone);
      current = reading;
      // A failed read is not kept, nor one that an invalidation overtook while it ran.
      reading.then(
        () => {
          if (generation !== started && current === reading) current = null;
        },
        () => {
          if (current === reading) current = null;
        },
      );
      return reading;
    },
    invalidate() {
      generation++;
      current = null;
    },
  };
}
