import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../src/infra/backup/backup-file';
import { checkBackup } from '../src/infra/backup/box-backup';
import { auditLog, backupRuns } from '../src/infra/db/schema';
import { addClass, addMember, bookingApi, headersOf, type Member, seedBox } from './booking-support';
import { createTestApp, createTwinApp, fixedClock, type TestApp } from './test-app';

// The backups the server takes itself (docs/backups.md): the admin's screen and its routes, the
// daily job (once across processes, keeping BACKUP_KEEP), and the metrics scrape.
const clock = fixedClock('2026-11-23T09:00:00Z');
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let admin: Member;
let member: Member;
let activityId: number;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { BACKUP_KEEP: 2, METRICS_TOKEN } });
  activityId = (await seedBox(t)).lifting;
  admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
  member = await addMember(t, { activity: 1 });
}, 60_000);
afterAll(() => t?.close());

const call = async (who: Member | null, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: who ? await headersOf(t.app, who) : {} });
const status = async () => (await call(admin, 'GET', '/api/backups')).json();

describe('the admin backup routes', { timeout: 60_000 }, () => {
  it('shows no backup and warns, then takes one now, lists it and stops warning; audited', async () => {
    expect(await status()).toMatchObject({ last: null, lastGoodAt: null, stale: true, files: [], keep: 2 });
    const taken = await call(admin, 'POST', '/api/backups');
    expect(taken.statusCode, taken.body).toBe(200);
    const run = taken.json();
    expect(run).toMatchObject({ kind: 'manual', status: 'ok', error: null });
    expect(run.size).toBeGreaterThan(100);
    const after = await status();
    expect(after).toMatchObject({ last: { id: run.id, status: 'ok' }, stale: false });
    expect(after.files).toEqual([{ name: run.file, size: run.size, createdAt: run.startedAt }]);
    expect((await checkBackup(path.join(t.env.BACKUP_DIR, run.file))).rows).toBeGreaterThan(5);
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'backup.create', byUserId: admin.id });
  });

  it('warns again once the last good backup is more than two days old', async () => {
    clock.set('2026-11-25T08:59:00Z');
    expect((await status()).stale).toBe(false);
    clock.set('2026-11-25T09:01:00Z');
    expect((await status()).stale).toBe(true);
    clock.set('2026-11-23T09:00:00Z');
  });

  it('shows a failed backup with why, and the last good one still as the last good one', async () => {
    const good = (await status()).lastGoodAt;
    // The folder cannot be made: a file stands where it should be.
    const blocked = path.join(mkdtempSync(path.join(tmpdir(), 'boxbook-blocked-')), 'file');
    writeFileSync(blocked, 'not a folder');
    const backupDir = t.app.backups.backupDir;
    t.app.backups.backupDir = path.join(blocked, 'backups');
    try {
      const failed = (await call(admin, 'POST', '/api/backups')).json();
      expect(failed).toMatchObject({
        status: 'failed',
        file: null,
        error: expect.stringMatching(/ENOTDIR|EEXIST/),
      });
    } finally {
      t.app.backups.backupDir = backupDir;
    }
    expect(await status()).toMatchObject({ last: { status: 'failed' }, lastGoodAt: good, stale: false });
  });

  it('closes at start-up a run left running (a crash, or a box restored from that very backup)', async () => {
    const { closeAbandonedRuns } = await import('../src/features/backups/backup-runs');
    const [left] = await t.app.db
      .insert(backupRuns)
      .values({ kind: 'manual', startedAt: new Date('2026-11-23T08:59:00Z') })
      .returning();
    // While it is running, an admin's backup is refused.
    expect((await call(admin, 'POST', '/api/backups')).json()).toMatchObject({ code: 'backup_running' });
    await closeAbandonedRuns(t.app.db, clock.now(), clock.now());
    const [closed] = await t.app.db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.id, left?.id ?? 0));
    expect(closed).toMatchObject({ status: 'failed', error: expect.stringMatching(/^interrupted/) });
    // A second later than the first backup: a file of the same instant is never replaced.
    clock.set('2026-11-23T09:00:05Z');
    expect((await call(admin, 'POST', '/api/backups')).json()).toMatchObject({ status: 'ok' });
    clock.set('2026-11-23T09:00:00Z');
  });

  it('streams a download of a listed file, audited; refuses other names', async () => {
    const [file] = (await status()).files;
    const download = await call(admin, 'GET', `/api/backups/files/${file.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
    expect(download.rawPayload.equals(readFileSync(path.join(t.env.BACKUP_DIR, file.name)))).toBe(true);
    const [entry] = await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'backup.download',
      byUserId: admin.id,
      after: { file: file.name },
    });
    const missing = await call(admin, 'GET', '/api/backups/files/boxbook-2020-01-01T00-00-00.000Z.backup');
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    const climbing = await call(admin, 'GET', `/api/backups/files/${encodeURIComponent('../db.lock')}`);
    expect(climbing.json()).toMatchObject({ statusCode: 400, code: 'validation' });
  });

  it('refuses members and trainers (403) and strangers (401)', async () => {
    const [file] = (await status()).files;
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['GET', `/api/backups/files/${file.name}`],
    ] as const) {
      expect((await call(member, method, url)).statusCode, url).toBe(403);
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('the daily backup', { timeout: 120_000 }, () => {
  const scheduled = () =>
    t.app.db.select().from(backupRuns).where(eq(backupRuns.kind, 'scheduled')).orderBy(backupRuns.id);

  it('waits for BACKUP_AT in the box time, then runs once that day however often it is asked', async () => {
    clock.set('2026-11-24T02:29:00Z'); // 03:29 in Madrid
    await t.app.backupJob.runIfDue();
    expect(await scheduled()).toEqual([]);
    clock.set('2026-11-24T02:31:00Z');
    await t.app.backupJob.runIfDue();
    await t.app.backupJob.runIfDue();
    expect(await scheduled()).toMatchObject([{ slot: '2026-11-24', status: 'ok' }]);
  });

  it('keeps the last BACKUP_KEEP of its own files, and never a file it did not make', async () => {
    const byHand = path.join(t.env.BACKUP_DIR, 'boxbook-2020-01-01T00-00-00.000Z.backup');
    writeFileSync(byHand, 'copied in by the owner');
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      clock.set(`${day}T05:00:00Z`);
      await t.app.backupJob.runIfDue();
    }
    const kept = (await t.app.db.select().from(backupRuns).where(eq(backupRuns.status, 'ok'))).filter(
      (run) => run.removedAt === null,
    );
    expect(kept.map((run) => run.slot)).toEqual(['2026-11-26', '2026-11-27']);
    expect(await listBackups(t.env.BACKUP_DIR)).toEqual([
      path.basename(byHand),
      ...kept.map((run) => run.file ?? ''),
    ]);
    expect(existsSync(byHand)).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)('runs once with two server processes on one database', async () => {
    const twin = await createTwinApp(t);
    try {
      clock.set('2026-11-28T05:00:00Z');
      await Promise.all([t.app.backupJob.runIfDue(), twin.app.backupJob.runIfDue()]);
      const runs = (await scheduled()).filter((run) => run.slot === '2026-11-28');
      expect(runs).toMatchObject([{ status: 'ok' }]);
      const files = readdirSync(t.env.BACKUP_DIR).filter((name) => name.includes('2026-11-28'));
      expect(files).toHaveLength(1);
    } finally {
      await twin.close();
    }
  });
});

describe('GET /api/metrics', { timeout: 60_000 }, () => {
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
  const sampleOf = (text: string, series: string) =>
    Number(new RegExp(`^${series.replace(/[{}"()]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

  it('answers only the Bearer METRICS_TOKEN: none or a wrong one is 401', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(METRICS_TOKEN)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toContain('boxbook_last_backup_age_seconds');
  });

  it('does not exist without a token configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    } finally {
      await bare.close();
    }
  });

  it('counts a booking, a refusal and the request by its route pattern', async () => {
    clock.set('2026-11-23T09:00:00Z');
    const before = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    const classId = await addClass(t, { activityId, date: '2026-11-23', time: '20:00' });
    const api = bookingApi(t);
    expect((await api.join(member, classId)).statusCode).toBe(200);
    expect((await api.join(member, classId)).statusCode).toBe(409);
    const after = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    const moved = (series: string) => sampleOf(after, series) - sampleOf(before, series);
    expect(moved('boxbook_bookings_total{outcome="in",reason=""}')).toBe(1);
    expect(moved('boxbook_bookings_total{outcome="refused",reason="already_in_class"}')).toBe(1);
    expect(
      moved('boxbook_http_requests_total{method="POST",route="/api/classes/:id/join",status="200"}'),
    ).toBe(1);
    expect(sampleOf(after, 'boxbook_outbox_pending{outbox="mail"}')).toBeGreaterThanOrEqual(0);
    // -1 would say there is no backup; the clock of this test went back, so its sign says nothing.
    expect(after).toMatch(/^boxbook_last_backup_age_seconds -?\d+/m);
    expect(sampleOf(after, 'boxbook_last_backup_age_seconds')).not.toBe(-1);
  });
});

describe('the backup before migrations', { timeout: 120_000 }, () => {
  it('is taken when migrations are pending on a box with data, not on an empty one, and recorded', async () => {
    const { openDatabase } = await import('../src/infra/db/client');
    const { applyMigrations, migrate, migrationNames } = await import('../src/infra/db/migrate');
    const { backupBeforeMigrations } = await import('../src/features/backups/backup-before-migrations');
    const names = await migrationNames();
    const dir = mkdtempSync(path.join(tmpdir(), 'boxbook-premigration-'));
    const deps = {
      backupDir: dir,
      uploadsDir: path.join(dir, 'uploads'),
      appVersion: '1.0.0',
      backupKey: undefined,
      now: () => new Date('2026-11-23T10:00:00Z'),
    };
    const empty = await openDatabase({});
    const old = await openDatabase({});
    try {
      const onEmpty = backupBeforeMigrations(empty, deps, () => {});
      await migrate(empty.db, { beforeApplying: onEmpty.hook });
      await onEmpty.record();
      expect(await listBackups(dir)).toEqual([]);

      await old.db.transaction((tx) => applyMigrations(tx, new Set(names.slice(0, -1))));
      await old.db.execute(
        sql`insert into users (cin, password_hash, name, surname, email) values ('X1234567L', 'x', 'Jordi', 'Vidal', 'j@example.com')`,
      );
      const safety = backupBeforeMigrations(old, deps, () => {});
      expect(await migrate(old.db, { beforeApplying: safety.hook })).toEqual([names.at(-1)]);
      await safety.record();
      const [file] = await listBackups(dir);
      const checked = await checkBackup(path.join(dir, file ?? ''));
      // The file is the box as it was: on the older schema, with its member.
      expect(checked.backup.header.migrations).toEqual(names.slice(0, -1));
      expect(await old.db.select().from(backupRuns)).toMatchObject([
        { kind: 'before_migrations', status: 'ok', file },
      ]);
      // Nothing left to apply: no second backup.
      await migrate(old.db, { beforeApplying: safety.hook });
      expect(await listBackups(dir)).toHaveLength(1);
    } finally {
      await empty.close();
      await old.close();
    }
  });
});
