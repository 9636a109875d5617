#!/usr/bin/env node
// `npm run restore -- <file> [--force]`: apps/server/src/restore-command.ts, built first if it changed.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('restore');
