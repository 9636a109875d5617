#!/usr/bin/env node
// `npm run db:move -- postgres://…`: apps/server/src/db-move-command.ts, built first if it changed.
import { runServerCommand } from './server-command.mjs';

await runServerCommand('db-move');
