#!/usr/bin/env node
// `npm run invoices:verify`: builds the server if it changed (scripts/build.mjs), then runs the
// compiled chain check (apps/server/src/invoices-verify-command.ts) in this process. Build messages
// go to stderr, so the check's own answer is all stdout holds.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildChanged } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

try {
  await buildChanged({ only: ['server'], log: (line) => console.error(line), stdout: process.stderr });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/invoices-verify.js')).href);
