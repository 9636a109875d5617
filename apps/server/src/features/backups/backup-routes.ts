import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_STALE_HOURS,
  backupFileNameSchema,
  backupRunSchema,
  backupStatusSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBackups } from '../../infra/backup/backup-file';
import { notFound } from '../../infra/http/app-error';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { recordAudit } from '../audit/record-audit';
import { lastRuns, takeRecordedBackup } from './backup-runs';

const ADMIN = { roles: ['ADMIN' as const] };

/** `boxbook-2026-11-26T03-30-00.000Z.backup` → the instant it names. */
const createdAtOf = (name: string) =>
  new Date(
    name.slice('boxbook-'.length, -'.backup'.length).replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3'),
  ).toISOString();

/**
 * `/api/backups` (docs/backups.md): the admin sees the last backup and the files, takes one now and
 * downloads one. A download is audited: a backup holds every member's personal data.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['backups'];
  const dir = app.env.BACKUP_DIR;

  app.get(
    '/',
    { config: ADMIN, schema: { tags, response: { 200: backupStatusSchema, ...refusals('forbidden') } } },
    async () => {
      const { last, lastGoodAt } = await lastRuns(app.db);
      const names = (await listBackups(dir)).reverse();
      const files = await Promise.all(
        names.map(async (name) => ({
          name,
          size: (await stat(path.join(dir, name))).size,
          createdAt: createdAtOf(name),
        })),
      );
      const staleBefore = app.clock.now().getTime() - BACKUP_STALE_HOURS * 3_600_000;
      return {
        last,
        lastGoodAt: lastGoodAt?.toISOString() ?? null,
        stale: !lastGoodAt || lastGoodAt.getTime() < staleBefore,
        dailyAt: app.env.BACKUP_AT,
        keep: app.env.BACKUP_KEEP,
        encrypted: Boolean(app.env.BACKUP_KEY),
        files,
      };
    },
  );

  app.post(
    '/',
    {
      config: ADMIN,
      schema: { tags, response: { 200: backupRunSchema, ...refusals('backup_running', 'forbidden') } },
    },
    async (request) => {
      const by = caller(request).userId;
      const run = await takeRecordedBackup(app.backups, { kind: 'manual', by });
      if (!run) throw new Error('a manual backup run was not claimed');
      await app.db.transaction((tx) =>
        recordAudit(tx, { by, action: 'backup.create', after: { file: run.file, status: run.status } }),
      );
      if (run.status === 'failed') request.log.error({ error: run.error }, 'backup asked by an admin failed');
      app.metrics.jobRuns.inc({ job: 'backup', outcome: run.status === 'ok' ? 'ok' : 'failed' });
      return run;
    },
  );

  app.get(
    '/files/:name',
    {
      config: ADMIN,
      schema: {
        tags,
        params: z.object({ name: backupFileNameSchema }),
        response: {
          200: z.unknown().describe('application/octet-stream: the backup file'),
          ...refusals('validation', 'forbidden', 'not_found'),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Only a name the folder lists: never a path, never a partial file.
      if (!(await listBackups(dir)).includes(name)) throw notFound('backup');
      const file = path.join(dir, name);
      const { size } = await stat(file);
      await app.db.transaction((tx) =>
        recordAudit(tx, {
          by: caller(request).userId,
          action: 'backup.download',
          after: { file: name, size },
        }),
      );
      // Streamed from the disk: a large box's backup is never held in memory.
      return reply
        .type('application/octet-stream')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(createReadStream(file));
    },
  );
};
