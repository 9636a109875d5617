#!/usr/bin/env node
// `npm start`: builds what changed (scripts/build.mjs), then runs the compiled server under its
// supervisor in this very process, so a signal sent to `npm start` reaches the supervisor and no
// extra Node process sits in between.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildChanged } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

try {
  await buildChanged();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// Production, as the old `NODE_ENV=production tsx` start was, whatever the shell exported.
process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/supervisor.js')).href);
