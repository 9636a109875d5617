import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectStompClient, eventually } from './realtime-support';

const serverUrl = process.env.DATABASE_URL;
const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A real server process, as production runs it, on the shared database. */
async function startProcess(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('server process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, child };
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL (needs DATABASE_URL)', () => {
  const name = `boxbook_test_${randomBytes(6).toString('hex')}`;
  const processes: ChildProcess[] = [];
  let a = '';
  let b = '';
  const admin = (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    return client
      .connect()
      .then(() => client.query(sql))
      .finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    // One after the other: the first migrates, the second finds nothing to do.
    const first = await startProcess(url.toString());
    const second = await startProcess(url.toString());
    processes.push(first.child, second.child);
    [a, b] = [first.base, second.base];
  }, 90_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('a profile edit made through one process reaches a subscriber of the other', async () => {
    const signup = await fetch(`${a}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cin: '44556677L',
        password: 'una-contrasenya',
        name: 'Berta',
        surname: 'Soler',
        email: 'berta@example.com',
        phone: '600000000',
      }),
    });
    expect(signup.status).toBe(201);
    const { jwt, user } = (await signup.json()) as { jwt: string; user: { id: number } };
    const onB = await connectStompClient(`${b.replace('http', 'ws')}/stream`, jwt);
    const received = await onB.subscribe(`/user/${user.id}/read`);

    const edit = await fetch(`${a}/api/users/${user.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({
        name: 'Berta Maria',
        surname: 'Soler',
        email: 'berta@example.com',
        phone: '600000000',
        birth: null,
        sex: null,
      }),
    });
    expect(edit.status).toBe(200);
    const [message] = await eventually(
      () => received.length > 0 && received,
      'the user update on the other process',
    );
    expect(message).toMatchObject({ id: user.id, name: 'Berta Maria', cin: '44556677L' });
    await onB.close();
  });
});
