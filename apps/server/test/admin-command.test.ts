import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { auditLog, users } from '../src/infra/db/schema';
import { verifyPassword } from '../src/lib/password';
import {
  buildProductionServer,
  type ServerProcess,
  startCommand,
  startSupervisor,
  stopServer,
  waitUntilReady,
} from './server-process';
import { openTestDatabase } from './test-app';

// `npm run admin` runs this very file (scripts/admin.mjs builds it first): the compiled command.
let build: ReturnType<typeof buildProductionServer>;
let admin: string;
const dataDirs: string[] = [];
beforeAll(() => {
  build = buildProductionServer();
  admin = path.join(path.dirname(build.supervisor), 'admin.js');
});
afterAll(() => {
  build.remove();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the command as a box owner would, with `env` added and `input` on its standard input. */
const runAdmin = (args: string[], env: NodeJS.ProcessEnv, input = '') =>
  startCommand(admin, args, env, input).done;

/** A box on disk as the server leaves it: migrated, with a member who is not an admin. */
async function embeddedBox(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boxbook-admin-command-'));
  dataDirs.push(dataDir);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await migrate(database.db);
  await database.db.insert(users).values({
    cin: 'X1234567L',
    passwordHash: 'forgotten',
    name: 'Jordi',
    surname: 'Vidal',
    email: 'jordi@example.com',
    roles: ['USER'],
    status: 'INACTIVE',
  });
  await database.close();
  return dataDir;
}

async function readMember(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.cin, 'X1234567L'));
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.server_command'));
    return { user, audit };
  } finally {
    await database.close();
  }
}

describe('npm run admin, on the embedded database', { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await embeddedBox();
  });
  afterAll(() => stopServer(server));

  it('refuses while the server holds the database, and says to stop it first', async () => {
    server = await startSupervisor(build.supervisor, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await waitUntilReady(server);
    const run = await runAdmin(['--cin', 'X1234567L', '--promote'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('stop the server first');
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('promotes a member to an active admin and sets a password from the environment, audited', async () => {
    const run = await runAdmin(['--cin', 'x1234567l', '--promote', '--password'], {
      DATA_DIR: dataDir,
      BOXBOOK_NEW_PASSWORD: 'back-in-the-box',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('X1234567L (Jordi Vidal) is now an admin (status ACTIVE)');
    expect(run.stdout).not.toContain('back-in-the-box');
    const { user, audit } = await readMember(dataDir);
    expect(user?.roles).toContain('ADMIN');
    expect(user?.status).toBe('ACTIVE');
    expect(await verifyPassword(user?.passwordHash ?? '', 'back-in-the-box')).toBe(true);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      byUserId: null,
      userId: user?.id,
      before: { roles: ['USER'], status: 'INACTIVE' },
      after: { roles: ['ADMIN', 'USER'], status: 'ACTIVE', password: 'changed' },
    });
  });

  it('reads the password from standard input for a script, and refuses a short one', async () => {
    const short = await runAdmin(['--cin', 'X1234567L', '--password'], { DATA_DIR: dataDir }, 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('at least 8 characters');
    const run = await runAdmin(
      ['--cin', 'X1234567L', '--password'],
      { DATA_DIR: dataDir },
      'from-a-pipe-1\n',
    );
    expect(run.code).toBe(0);
    const { user } = await readMember(dataDir);
    expect(await verifyPassword(user?.passwordHash ?? '', 'from-a-pipe-1')).toBe(true);
  });

  it('names what is wrong: no such member, nothing to do, no database', async () => {
    const unknown = await runAdmin(['--cin', '00000000T', '--promote'], { DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No member has the DNI/NIE') });
    const nothing = await runAdmin(['--cin', 'X1234567L'], { DATA_DIR: dataDir });
    expect(nothing.stderr).toContain('--promote, --password or both');
    const empty = mkdtempSync(path.join(tmpdir(), 'boxbook-admin-empty-'));
    dataDirs.push(empty);
    const none = await runAdmin(['--cin', 'X1234567L', '--promote'], { DATA_DIR: empty });
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining('There is no database') });
  });
});

describe.runIf(process.env.DATABASE_URL)('npm run admin, on DATABASE_URL', { timeout: 60_000 }, () => {
  it('promotes a member on the PostgreSQL server', async () => {
    const database = await openTestDatabase();
    try {
      await migrate(database.db);
      await database.db.insert(users).values({
        cin: 'X1234567L',
        passwordHash: 'x',
        name: 'Jordi',
        surname: 'Vidal',
        email: 'j@example.com',
      });
      const run = await runAdmin(['--cin', 'X1234567L', '--promote'], { DATABASE_URL: database.url });
      expect(run.stdout).toContain('is now an admin');
      const [user] = await database.db.select().from(users).where(eq(users.cin, 'X1234567L'));
      expect(user?.roles).toContain('ADMIN');
    } finally {
      await database.close();
    }
  });
});
