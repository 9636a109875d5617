// Where the server's time goes on one hot read (TARGET=classes|me|config) or on joins and leaves
// of one hot class (TARGET=hot, 48 members; DATABASE_URL for PostgreSQL, else PGlite): 6 s of load
// with the server under --cpu-prof, then ONE JSON line with the rate and the 25 frames of most
// self time (start-up included, so read them relative to each other). Not a benchmark: a tool for
// finding what limits one. node --import tsx bench/profile-read.mjs
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createDatabase, startBenchServer } from './lib/bench-process.mjs';
import { joinLeave } from './lib/join-leave.mjs';
import { encodeRequest, load } from './lib/load.mjs';

const target = process.env.TARGET ?? 'classes';
rmSync('/tmp/prof', { recursive: true, force: true });
const pgDatabase = process.env.DATABASE_URL ? await createDatabase(process.env.DATABASE_URL) : null;
const hot = target === 'hot';
const server = await startBenchServer({
  MODE: hot ? 'joins' : 'reads',
  MEMBERS: '48',
  BENCH_DATABASE_URL: pgDatabase?.url ?? '',
  BENCH_NODE_ARGS: '--cpu-prof --cpu-prof-dir=/tmp/prof',
});
const r = await load({
  base: server.info.app,
  connections: hot ? 48 : 100,
  durationMs: 6000,
  next: nextRequest(),
});
await server.stop();
await pgDatabase?.drop();
// The main thread's profile is the largest (a worker thread writes its own).
const file = readdirSync('/tmp/prof')
  .filter((f) => f.endsWith('.cpuprofile'))
  .map((f) => ({ f, size: statSync(`/tmp/prof/${f}`).size }))
  .sort((a, b) => b.size - a.size)[0]?.f;
const profile = JSON.parse(readFileSync(`/tmp/prof/${file}`, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
/** Microseconds of self time per function, by name and place. */
const self = new Map();
let total = 0;
for (const [i, id] of profile.samples.entries()) {
  const frame = nodes.get(id);
  const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber}`;
  const micros = profile.timeDeltas[i] ?? 0;
  self.set(key, (self.get(key) ?? 0) + micros);
  total += micros;
}
/** The bytes of the next request of a connection. */
function nextRequest() {
  const { app, userId, activityId, date, token, hotClassId, members } = server.info;
  if (hot) return joinLeave(app, members, () => hotClassId);
  const auth = { 'accept-encoding': 'gzip, deflate, br, zstd', authorization: `Bearer ${token}` };
  const paths = {
    classes: `/api/classes?activityId=${activityId}&date=${date}`,
    me: `/api/users/${userId}`,
    config: '/api/app/config',
  };
  const bytes = encodeRequest(app, { path: paths[target], headers: auth });
  return () => bytes;
}

const top = [...self]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)
  .map(([frame, micros]) => ({ frame, percent: Math.round((1000 * micros) / total) / 10 }));
console.log(JSON.stringify({ bench: 'profile-read', target, perSecond: r.perSecond, p99Ms: r.p99Ms, top }));
