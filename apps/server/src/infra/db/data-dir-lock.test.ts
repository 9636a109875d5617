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
  it('writes our pid beside the database, and removes it on release', () => {
    const db = dbDir();
    const lock = lockDataDir(db);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(`${db}.lock`)).toBe(false);
  });

  it('turns a second process away while a live Node process holds it', () => {
    const db = dbDir();
    const holder = running(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    writeFileSync(`${db}.lock`, String(holder));
    expect(() => lockDataDir(db)).toThrow(DataDirBusyError);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(holder));
  });

  it('takes over the file of a holder that died, or whose pid now belongs to another program', () => {
    const db = dbDir();
    writeFileSync(`${db}.lock`, '999999999');
    lockDataDir(db).release();
    writeFileSync(`${db}.lock`, String(running('sleep', ['60'])));
    const lock = lockDataDir(db);
    expect(readFileSync(`${db}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
