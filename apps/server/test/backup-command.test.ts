import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../src/infra/backup/backup-file';
import { checkBackup } from '../src/infra/backup/box-backup';
import { openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { users } from '../src/infra/db/schema';
import {
  buildProductionServer,
  type ServerProcess,
  startCommand,
  startSupervisor,
  stopServer,
  waitUntilReady,
} from './server-process';

// `npm run backup` and `npm run restore` run these very files (scripts/backup.mjs and
// scripts/restore.mjs build them first): the compiled commands, as a box owner runs them.
let build: ReturnType<typeof buildProductionServer>;
let bin: (name: 'backup' | 'restore') => string;
const scratch = mkdtempSync(path.join(tmpdir(), 'boxbook-backup-command-'));
const box = path.join(scratch, 'box');
const backupDir = path.join(box, 'backups');
/** Pictures no compression shrinks, so writing a backup takes long enough to be killed in it. */
const PICTURE = randomBytes(16 * 1024 * 1024);

beforeAll(async () => {
  build = buildProductionServer();
  bin = (name) => path.join(path.dirname(build.supervisor), `${name}.js`);
  const database = await openDatabase({ dataDir: path.join(box, 'db') });
  await migrate(database.db);
  await database.db.insert(users).values({
    cin: 'X1234567L',
    passwordHash: 'x',
    name: 'Jordi',
    surname: 'Vidal',
    email: 'jordi@example.com',
  });
  await database.close();
  mkdirSync(path.join(box, 'uploads', 'users'), { recursive: true });
  writeFileSync(path.join(box, 'uploads', 'users', 'big.webp'), PICTURE);
}, 120_000);
afterAll(() => {
  build.remove();
  rmSync(scratch, { recursive: true, force: true });
});

const start = (name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) =>
  startCommand(bin(name), args, env);
const run = (name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) =>
  start(name, args, env).done;

describe('npm run backup and npm run restore, on the embedded database', { timeout: 180_000 }, () => {
  let first: string;

  it('backs up the box into DATA_DIR/backups and says where', async () => {
    const backup = await run('backup', [], { DATA_DIR: box });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const listed = await listBackups(backupDir);
    expect(listed).toHaveLength(1);
    first = path.join(backupDir, listed[0] ?? '');
    expect(backup.stdout).toContain(`Backup written: ${first}`);
  });

  it('a backup killed while writing leaves no file that lists as a backup, and the previous one intact', async () => {
    const before = readFileSync(first);
    const backup = start('backup', [], { DATA_DIR: box });
    // Killed once its temporary file holds a megabyte: in the middle of the picture.
    const watcher = watch(backupDir, (_event, name) => {
      if (!name?.includes('.partial-')) return;
      const size = statSync(path.join(backupDir, name), { throwIfNoEntry: false })?.size ?? 0;
      if (size > 1024 * 1024) backup.child.kill('SIGKILL');
    });
    const killed = await backup.done.finally(() => watcher.close());
    expect(killed.code).toBeNull();
    const partial = readdirSync(backupDir).filter((name) => name.includes('.partial-'));
    expect(partial).toHaveLength(1);
    expect(statSync(path.join(backupDir, partial[0] ?? '')).size).toBeLessThan(PICTURE.length);
    expect(await listBackups(backupDir)).toEqual([path.basename(first)]);
    expect(readFileSync(first).equals(before)).toBe(true);
    expect((await checkBackup(first)).files).toBe(1);

    // The next backup clears the dead one's partial file and adds a second backup.
    const next = await run('backup', [], { DATA_DIR: box });
    expect(next.code).toBe(0);
    expect(readdirSync(backupDir).filter((name) => name.includes('.partial-'))).toEqual([]);
    expect(await listBackups(backupDir)).toHaveLength(2);
  });

  it('restores into an empty DATA_DIR, pictures included, and refuses to do it again without --force', async () => {
    const fresh = path.join(scratch, 'fresh');
    const restore = await run('restore', [first], { DATA_DIR: fresh });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Checked.');
    expect(restore.stdout).toContain(`Restored into ${path.join(fresh, 'db')}`);
    expect(readFileSync(path.join(fresh, 'uploads', 'users', 'big.webp')).equals(PICTURE)).toBe(true);
    const database = await openDatabase({ dataDir: path.join(fresh, 'db') });
    try {
      const [member] = await database.db.select().from(users).where(eq(users.cin, 'X1234567L'));
      expect(member?.name).toBe('Jordi');
    } finally {
      await database.close();
    }
    const again = await run('restore', [first], { DATA_DIR: fresh });
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('add --force') });
    expect((await run('restore', ['--force', first], { DATA_DIR: fresh })).code).toBe(0);
  });

  it('refuses a truncated file with a clear message, before creating anything', async () => {
    const cut = path.join(scratch, 'cut.backup');
    writeFileSync(cut, readFileSync(first).subarray(0, 4096));
    const target = path.join(scratch, 'never');
    const restore = await run('restore', [cut], { DATA_DIR: target });
    expect(restore).toMatchObject({ code: 1, stderr: expect.stringContaining('is incomplete') });
    expect(existsSync(target)).toBe(false);
  });

  it('encrypts with BACKUP_KEY, and a restore without it or with another key is refused', async () => {
    const key = randomBytes(32).toString('hex');
    const dir = path.join(scratch, 'encrypted');
    expect((await run('backup', [], { DATA_DIR: box, BACKUP_DIR: dir, BACKUP_KEY: key })).code).toBe(0);
    const [name] = await listBackups(dir);
    const file = path.join(dir, name ?? '');
    const without = await run('restore', [file], { DATA_DIR: path.join(scratch, 'e1') });
    expect(without).toMatchObject({ code: 1, stderr: expect.stringContaining('set BACKUP_KEY') });
    const other = randomBytes(32).toString('hex');
    const wrong = await run('restore', [file], { DATA_DIR: path.join(scratch, 'e2'), BACKUP_KEY: other });
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('BACKUP_KEY is not the key') });
    const right = await run('restore', [file], { DATA_DIR: path.join(scratch, 'e3'), BACKUP_KEY: key });
    expect(right.code).toBe(0);
  });

  describe('while the server runs on the box', () => {
    let server: ServerProcess | undefined;
    afterAll(() => stopServer(server));

    it('both refuse and say to stop the server first', async () => {
      server = await startSupervisor(build.supervisor, { DATA_DIR: box, LOG_LEVEL: 'warn' });
      await waitUntilReady(server);
      const backup = await run('backup', [], { DATA_DIR: box });
      expect(backup).toMatchObject({ code: 1, stderr: expect.stringContaining('stop the server first') });
      // The backup itself is the running server's to take, from the admin screen.
      expect(backup.stderr).toContain('/admin/backups');
      const restore = await run('restore', ['--force', first], { DATA_DIR: box });
      expect(restore).toMatchObject({ code: 1, stderr: expect.stringContaining('stop the server first') });
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
    });
  });
});
