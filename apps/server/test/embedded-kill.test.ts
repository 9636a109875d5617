import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../src/infra/db/client';

const child = path.join(import.meta.dirname, 'support', 'embedded-booking-server.ts');
const dataRoot = mkdtempSync(path.join(tmpdir(), 'boxbook-kill-'));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

interface Seeded {
  port: number;
  classIds: number[];
  members: { id: number; token: string }[];
}

/**
 * A booking answered IN or WAIT is committed: the embedded database writes its WAL to the files
 * before the commit returns (PGlite does not fsync, docs/decisions.md: a killed process loses
 * nothing the kernel was given; a power cut may). The server is killed with SIGKILL in the middle
 * of a rush of 200 members on three classes, then its folder is opened again. The rush itself takes
 * seconds; starting the server (seeding 200 members) most of the time, hence the long timeout.
 */
it('loses no answered booking when the server is killed mid-rush on the embedded database', {
  timeout: 300_000,
}, async () => {
  const server = fork(child, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATA_DIR: dataRoot, MEMBERS: '200', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // However the test ends, the server does not outlive it.
  onTestFinished(() => {
    server.kill('SIGKILL');
  });
  const seeded = await new Promise<Seeded>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Seeded));
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
  const answered: { classId: number; userId: number; status: string }[] = [];
  let killed = false;
  const rush = seeded.members.map(async (member, i) => {
    const classId = seeded.classIds[i % seeded.classIds.length] as number;
    try {
      const response = await fetch(`http://127.0.0.1:${seeded.port}/api/classes/${classId}/join`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: member.id }),
      });
      if (response.status !== 200) return;
      const { status } = (await response.json()) as { status: string };
      answered.push({ classId, userId: member.id, status });
      // Mid-rush: some answered, most still waiting for theirs.
      if (answered.length === 40) {
        killed = true;
        server.kill('SIGKILL');
      }
    } catch (error) {
      if (!killed) throw error;
    }
  });
  await Promise.all(rush);
  await exited;
  expect(killed).toBe(true);
  expect(answered.length).toBeGreaterThanOrEqual(40);

  const database = await openDatabase({ dataDir: path.join(dataRoot, 'db') });
  try {
    const result = (await database.db.execute(
      sql`select class_id as "classId", user_id as "userId", status from class_users`,
    )) as unknown as { rows: { classId: number; userId: number; status: string }[] };
    const kept = new Set(result.rows.map((row) => `${row.classId}/${row.userId}/${row.status}`));
    const lost = answered.filter((a) => !kept.has(`${a.classId}/${a.userId}/${a.status}`));
    expect(lost).toEqual([]);
  } finally {
    await database.close();
  }
});
