#!/usr/bin/env node
// `npm run backup`: apps/server/src/backup-command.ts, built first if it changed.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('backup');
