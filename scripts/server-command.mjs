// Runs one of the server's commands from its machine (`npm run backup`, `npm run restore`,
// `npm run db:move`): builds
// the server if it changed (scripts/build.mjs), then runs the compiled command in this process.
// Build messages go to stderr, so the command's own answer is all stdout holds.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildChanged } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** @param {'backup' | 'restore' | 'db-move'} name the entry of apps/server/build.mjs */
export async function runServerCommand(name) {
  try {
    await buildChanged({ only: ['server'], log: (line) => console.error(line), stdout: process.stderr });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  await import(pathToFileURL(path.join(root, `apps/server/dist/${name}.js`)).href);
}
