// Makes the empty embedded-database cluster that a first start copies into DATA_DIR/db
// (src/process/pglite-template.ts) rather than running PGlite's initdb inside the server: initdb
// takes 2-3 s and leaves the process ~500 MiB larger for its whole life.
// Usage: node apps/server/build-pglite-template.mjs [folder]   (default dist/pglite/template)
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const target = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, 'dist/pglite/template'));
const partial = `${target}.partial-${process.pid}`;
// Made as src/infra/db/client.ts opens PGlite, so the copy is what initdb would have made there,
// but for one line of postgresql.conf: 16 MB of shared buffers rather than Postgres's 128 MB. A
// gym's database is a few MB, and every MB of buffers is WebAssembly memory the server holds for
// good (the server's RSS goes from ~370 to ~250 MiB).
mkdirSync(path.dirname(partial), { recursive: true });
const db = new PGlite(partial);
await db.waitReady;
await db.close();
const confFile = path.join(partial, 'postgresql.conf');
const conf = readFileSync(confFile, 'utf8');
const tuned = conf.replace(/^shared_buffers = 128MB\b/m, 'shared_buffers = 16MB');
if (tuned === conf) throw new Error(`no "shared_buffers = 128MB" line in ${confFile}; PGlite changed?`);
writeFileSync(confFile, tuned);
rmSync(target, { recursive: true, force: true });
renameSync(partial, target);
