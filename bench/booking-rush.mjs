// Booking under load: a rush of 200 and of 1000 members on one class of 12, then a stream of
// ordinary joins and leaves across many classes. Builds the app in-process as the server tests do
// (PGlite, or a fresh PostgreSQL database when DATABASE_URL is set) and prints ONE JSON line.
// Run from the repo root: node --import tsx bench/booking-rush.mjs
import { performance } from 'node:perf_hooks';
import { addMembers, brokenInvariants } from '../apps/server/test/booking-rush-support.ts';
import { addClass, headersOf, seedBox } from '../apps/server/test/booking-support.ts';
import { createTestApp } from '../apps/server/test/test-app.ts';

const PLACES = 12;
const CREDITS = 4;
// The test clock: Monday 23 November 2026, 10:00 in Madrid. Classes from 13:00 on are outside
// the cancellation window, so leaves refund and promote.
const TODAY = '2026-11-23';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n) => Math.round(n * 10) / 10;

function summary(latencies, seconds, invariantsOk) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    throughputPerS: round(latencies.length / seconds),
    invariantsOk,
  };
}

/** Sends one request and records how long its answer took. */
async function timed(t, latencies, request) {
  const started = performance.now();
  const res = await t.app.inject(request);
  latencies.push(performance.now() - started);
  return res;
}

async function rush(t, box, crowd) {
  const classId = await addClass(t, {
    activityId: box.lifting,
    date: TODAY,
    time: '20:00',
    maxPeople: PLACES,
  });
  const members = await addMembers(t, crowd, CREDITS);
  const headers = await Promise.all(members.map((m) => headersOf(t.app, m)));
  const latencies = [];
  const started = performance.now();
  const answers = await Promise.all(
    members.map((m, i) =>
      timed(t, latencies, {
        method: 'POST',
        url: `/api/classes/${classId}/join`,
        payload: { userId: m.id },
        headers: headers[i],
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const placed = answers.filter((a) => a.statusCode === 200 && a.json().status === 'IN').length;
  const ok =
    answers.every((a) => a.statusCode === 200) &&
    placed === PLACES &&
    (await brokenInvariants(t, classId, members, CREDITS)).length === 0;
  return summary(latencies, seconds, ok);
}

/** Joins then leaves, `inFlight` members at a time, spread over many classes. */
async function ordinary(t, box, { classes: classCount, members: memberCount, inFlight }) {
  const classIds = [];
  for (let i = 0; i < classCount; i++) {
    const minutes = 13 * 60 + i * 10;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    classIds.push(await addClass(t, { activityId: box.lifting, date: TODAY, time, maxPeople: PLACES }));
  }
  const members = await addMembers(t, memberCount, CREDITS);
  const headers = await Promise.all(members.map((m) => headersOf(t.app, m)));
  const latencies = [];
  let failures = 0;
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const i = next++;
      const classId = classIds[i % classIds.length];
      const call = (action, payload) =>
        timed(t, latencies, {
          method: 'POST',
          url: `/api/classes/${classId}/${action}`,
          payload,
          headers: headers[i],
        });
      const joined = await call('join', { userId: members[i].id });
      const left = await call('leave', { userId: members[i].id, penalization: false });
      if (joined.statusCode !== 200 || left.statusCode !== 200) failures++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  // Everyone left again: no entry is left and every balance is back where it started.
  const problems = [];
  for (const classId of classIds) problems.push(...(await brokenInvariants(t, classId, members, CREDITS)));
  return summary(latencies, seconds, failures === 0 && problems.length === 0);
}

const t = await createTestApp();
try {
  const box = await seedBox(t);
  const result = {
    bench: 'booking-rush',
    db: t.database.kind,
    rush200: await rush(t, box, 200),
    rush1000: await rush(t, box, 1000),
    ordinary: await ordinary(t, box, { classes: 50, members: 250, inFlight: 16 }),
  };
  console.log(JSON.stringify(result));
} finally {
  await t.close();
}
