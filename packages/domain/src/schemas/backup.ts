import { z } from 'zod';

/** Who started a backup: the daily job, an admin, the server before migrations, `npm run backup`. */
export const backupKindSchema = z.enum(['scheduled', 'manual', 'before_migrations', 'command']);
export type BackupKind = z.infer<typeof backupKindSchema>;

/** A backup is running until it wrote its file (ok) or gave up (failed). */
export const backupRunStatusSchema = z.enum(['running', 'ok', 'failed']);

/** One backup the box took and how it ended (docs/backups.md). */
export const backupRunSchema = z.object({
  id: z.number().int(),
  kind: backupKindSchema,
  startedAt: z.iso.datetime({ offset: true }),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  status: backupRunStatusSchema,
  /** The file's name in the backup folder; null when it failed before writing one. */
  file: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed, in the server's words (for the owner, not translated). */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** A complete backup file in the backup folder. */
export const backupFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** A backup older than this is a warning on the admin screen: two daily ones were missed. */
export const BACKUP_STALE_HOURS = 48;

/** GET /api/backups: what the admin screen shows. */
export const backupStatusSchema = z.object({
  /** The latest run, whatever its end. */
  last: backupRunSchema.nullable(),
  /** When the latest good backup was taken; null when there is none. */
  lastGoodAt: z.iso.datetime({ offset: true }).nullable(),
  /** No good backup, or the latest is older than BACKUP_STALE_HOURS. */
  stale: z.boolean(),
  /** The daily backup's time (box time) and how many are kept. */
  dailyAt: z.string(),
  keep: z.number().int(),
  encrypted: z.boolean(),
  files: z.array(backupFileSchema),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/** A backup's file name as the server writes them; anything else is not downloadable. */
export const backupFileNameSchema = z
  .string()
  .regex(/^boxbook-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(\.\d{3})?Z\.backup$/, 'a backup file name');
