// `npm run bench`: runs every bench in this folder, one after the other (they would skew each
// other's figures side by side), each printing its JSON line. Keeps going after a failure and
// exits 1 if any failed. Helpers live in lib/; a bench added here is run without listing it.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.mjs') && name !== path.basename(import.meta.filename))
  .sort();
const failed = [];
for (const bench of benches) {
  console.error(`\n=== bench/${bench}`);
  // tsx lets a bench import the server's TypeScript (booking-rush builds the app in-process).
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], {
    cwd: path.resolve(here, '..'),
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(bench);
}
if (failed.length) {
  console.error(`\nbench: failed ${failed.join(', ')}`);
  process.exit(1);
}
