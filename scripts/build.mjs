#!/usr/bin/env node
// Builds what changed: the web app (Vite), the server (esbuild) and the embedded database's
// template. Each build keeps, beside its output, a hash of the files it was made from; a build
// whose inputs hash the same is skipped, so `npm start` on a built tree starts at once. Content,
// not modification times: a checkout that touches files without changing them rebuilds nothing,
// and a rebuilt dist never looks newer than a source it missed.
// Usage: node scripts/build.mjs [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
/** Folders and files that never change what a build makes. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'artwork', 'test-results', 'coverage']);
const isTestFile = (name) => /\.test\.tsx?$/.test(name);
const shared = ['packages/domain', 'package-lock.json', 'tsconfig.base.json'];

/** What each build reads and where it writes; `script` is the workspace's npm script that builds it. */
export const targets = [
  {
    name: 'web',
    workspace: '@boxbook/web',
    script: 'build',
    output: 'apps/web/dist',
    inputs: ['apps/web', 'scripts/precompress.mjs', ...shared],
    // Brotli and gzip files beside the built ones, sent as they are (serve-web-app.ts).
    after: (dir) => precompress(dir),
  },
  {
    name: 'server',
    workspace: '@boxbook/server',
    script: 'build',
    output: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
  },
  {
    // The empty embedded database a first start copies (apps/server/src/process/pglite-template.ts).
    name: 'embedded database template',
    workspace: '@boxbook/server',
    script: 'build:pglite',
    output: 'apps/server/dist/pglite',
    inputs: ['apps/server/build-pglite-template.mjs', 'package-lock.json'],
  },
];

function listFiles(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() ? SKIPPED_DIRS.has(entry.name) : isTestFile(entry.name)))
    .flatMap((entry) => listFiles(path.join(relative, entry.name)));
}

/** One hash over the names and contents of every input file of a target. */
export function inputsHash(target) {
  const hash = createHash('sha256');
  for (const file of target.inputs.flatMap(listFiles).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (target) => path.join(root, target.output, STAMP);
const readStamp = (target) => (existsSync(stampFile(target)) ? readFileSync(stampFile(target), 'utf8') : '');

/**
 * Builds each target whose inputs changed since its last build (`only`: those named; `stdout`:
 * where the builds' own output goes); throws if a build fails.
 * @param {{ force?: boolean, log?: (line: string) => void, only?: string[] | null,
 *   stdout?: import('node:child_process').StdioNull | import('node:child_process').StdioPipe | import('node:stream').Stream }} [options]
 */
export async function buildChanged({
  force = false,
  log = console.log,
  only = null,
  stdout = 'inherit',
} = {}) {
  for (const target of targets.filter((t) => !only || only.includes(t.name))) {
    // Hashed before building: an edit made during the build is caught by the next one.
    const hash = inputsHash(target);
    if (!force && readStamp(target) === hash) {
      log(`build: ${target.name} is up to date`);
      continue;
    }
    log(`build: ${target.name}…`);
    // Always a production build: `npm start` run by a test inherits NODE_ENV=test, and Vite would
    // then bundle React's development build and leave the service worker unregistered.
    const run = spawnSync('npm', ['run', target.script, '-w', target.workspace], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['inherit', stdout, 'inherit'],
    });
    if (run.status !== 0)
      throw new Error(`build: ${target.name} failed (${run.error?.message ?? run.status})`);
    if (target.after) {
      const done = await target.after(path.join(root, target.output));
      log(`build: ${target.name}: compressed ${done.files} files, ${done.bytes} → ${done.brotliBytes} bytes`);
    }
    writeFileSync(stampFile(target), hash);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildChanged({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
