import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dbDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'boxbook-lock-'));
  dirs.push(dir);
  return path.join(dir, 'db');
}

/** A process that stays alive until the test ends, and its pid. */
function running(command: string, args: string[]): number {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}

describe('lockDataDir', () => {
  it('writes our pid beside the database, and removes it on release', async () => {
    const db = dbDir();
    const lock = await lockDataDir(db);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${db}.lock`)).toBe(false);
  });

  it('turns a second process away while a live Node process holds it', async () => {
    const db = dbDir();
    const holder = running(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(`${db}.lock`, String(holder));
    await expect(lockDataDir(db)).rejects.toThrow(DataDirBusyError);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(holder));
  });

  it('takes over the file of a holder that died, or whose pid now belongs to another program', async () => {
    const db = dbDir();
    writeFileSync(`${db}.lock`, '999999999');
    (await lockDataDir(db)).release();
    writeFileSync(`${db}.lock`, String(running('sleep', ['60'])));
    const lock = await lockDataDir(db);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it("lets exactly one of several processes that start together take over a dead holder's file", async () => {
    const db = dbDir();
    writeFileSync(`${db}.lock`, '999999999');
    const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
    // Each process waits for the same instant, then tries; a winner holds the folder a while.
    const startAt = Date.now() + 4000;
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(module)});
      while (Date.now() < ${startAt});
      try { await lockDataDir(${JSON.stringify(db)}); console.log('held'); setTimeout(() => {}, 3000); }
      catch (error) { console.log(error.name); }`;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        children.push(child);
        return new Promise<string>((resolve) => {
          let out = '';
          child.stdout?.on('data', (chunk) => {
            out += chunk;
            if (out.includes('\n')) resolve(out.trim());
          });
          child.once('exit', () => resolve(out.trim()));
        });
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'held')).toEqual(Array(5).fill('DataDirBusyError'));
  }, 30_000);
});
