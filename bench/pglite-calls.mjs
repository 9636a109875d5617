// Not a benchmark but a count, the same on a quiet or a busy machine: the transactions,
// statements and calls into PGlite's WebAssembly that joins and leaves make per request on the
// embedded database (KIND=hot: 48 members on one class of 12; KIND=spread: over 50 classes),
// counted in the bench server (lib/count-pglite.mjs) over MS milliseconds after a 2 s warm-up.
// Prints ONE JSON line. Run from the repo root: node --import tsx bench/pglite-calls.mjs
import path from 'node:path';
import { startBenchServer } from './lib/bench-process.mjs';
import { joinLeave } from './lib/join-leave.mjs';
import { load } from './lib/load.mjs';

const kind = process.env.KIND ?? 'hot';
const counter = path.join(import.meta.dirname, 'lib', 'count-pglite.mjs');
const server = await startBenchServer({
  MODE: 'joins',
  MEMBERS: '48',
  BENCH_DATABASE_URL: '',
  BENCH_NODE_ARGS: `--import ${counter}`,
});
/** The counts since the last ask. */
const counts = () =>
  new Promise((resolve) => {
    const heard = (message) => {
      if (!message?.pgliteCounts) return;
      server.child.off('message', heard);
      resolve(message.pgliteCounts);
    };
    server.child.on('message', heard);
    server.child.send('counts');
  });
try {
  const { app, classIds, hotClassId, members } = server.info;
  const classOf = kind === 'hot' ? () => hotClassId : (i) => classIds[i % classIds.length];
  const next = joinLeave(app, members.slice(0, 48), classOf);
  await load({ base: app, connections: 48, durationMs: 2000, next });
  await counts();
  const run = await load({ base: app, connections: 48, durationMs: Number(process.env.MS ?? 4000), next });
  const counted = await counts();
  const per = (n) => Math.round((n / run.requests) * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'pglite-calls',
      kind,
      requests: run.requests,
      ...counted,
      perRequest: {
        transactions: per(counted.transactions),
        statements: per(counted.statements),
        wasmCalls: per(counted.wasmCalls),
      },
    }),
  );
} finally {
  await server.stop();
}
