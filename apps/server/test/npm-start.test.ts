import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { descendants, freePort } from './server-process';

const root = path.resolve(import.meta.dirname, '../../..');
const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** Polls until `url` answers 200 (`up`) or stops answering (`!up`); false if it never does. */
async function until(url: string, up: boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while ((await answers(url)) !== up) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

// A service manager stops `npm start` with SIGTERM to npm alone. npm passes it to the shell that
// runs the script; a shell left in between (`sh -c "build && node …"`) dies without passing it
// on, and the server, orphaned, went on serving.
it('npm start stops, server included, on a SIGTERM sent to npm alone', { timeout: 180_000 }, async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boxbook-npm-start-'));
  const { DATABASE_URL: _ignored, WORKERS: _workers, ...env } = process.env;
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  const started: number[] = [];
  try {
    const ready = `http://127.0.0.1:${port}/api/ready`;
    // It builds whatever changed first (a fresh clone builds everything).
    expect(await until(ready, true, 150_000)).toBe(true);
    started.push(...descendants(npm.pid ?? 0));
    npm.kill('SIGTERM');
    await exited;
    expect(await until(ready, false, 10_000)).toBe(true);
  } finally {
    for (const pid of [npm.pid ?? 0, ...started]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone, as it should be.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
