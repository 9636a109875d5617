#!/usr/bin/env node
// Runs every test suite, keeps going after a failure, and closes with ONE line:
//   tests: N passed, N failed, N skipped
// A browser test that passed only on its retry is listed as flaky before the summary and is not
// counted as passed.
// Usage: node scripts/test.mjs [all|unit|e2e] [--checks]
//   --checks runs `npm run typecheck` and `npm run lint` first, as suites of the summary (CI does)
//   SKIP_BUILD=1 skips building the web app and the server
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarisePlaywright } from './playwright-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const checks = args.includes('--checks');
const mode = args.find((arg) => arg !== '--checks') ?? 'all';
if (!['all', 'unit', 'e2e'].includes(mode)) {
  console.error(`usage: node scripts/test.mjs [all|unit|e2e] [--checks] (got "${mode}")`);
  process.exit(2);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'boxbook-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = []; // { label, ok, why, counts?, seconds }
const flaky = []; // "suite: project › file › title"
const failures = []; // "suite: file › test: first line of the error", printed before the summary

/** Runs a command from the repo root with live output; `why` is null when it succeeded. */
function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const child = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (child.error) return { why: `could not start: ${child.error.message}`, seconds };
  if (child.signal) return { why: `killed by ${child.signal}`, seconds };
  return { why: child.status === 0 ? null : `exit code ${child.status}`, seconds };
}

/** Reads a JSON report; a missing or unreadable one means the runner crashed. */
function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { missing: existsSync(file) ? `unreadable report: ${why}` : 'no report written' };
  }
}

/** Joins failure reasons; null when there is none. */
const reasons = (...list) => list.flat().filter(Boolean).join('; ') || null;

function record(label, { why, seconds }, counts) {
  if (counts) for (const key of Object.keys(totals)) totals[key] += counts[key];
  results.push({ label, ok: !why, why, counts, seconds });
}

function vitest(label, env, only = []) {
  const report = path.join(tmp, `vitest-${results.length}.json`);
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`, ...only];
  // Playwright specs match vitest's default *.spec.ts glob; keep them out whatever the config says.
  const outcome = run(label, 'npx', [...args, '--exclude=e2e/**'], env);
  const json = readReport(report);
  if (json.missing) return record(label, { ...outcome, why: reasons(outcome.why, json.missing) });
  const counts = {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
  };
  // A test file that fails to load counts as a failed suite with no failed test in it.
  const badFiles = json.success === false ? `${json.numFailedTestSuites ?? '?'} failed file(s)` : null;
  failures.push(...vitestFailures(json).map((line) => `${label}: ${line}`));
  record(label, { ...outcome, why: reasons(outcome.why, badFiles) }, counts);
}

/** One line per failed test or failed file, since CI keeps only the end of a long log. */
function vitestFailures(json) {
  const lines = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '?');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

const firstLine = (text) => (text ?? '').trim().split('\n')[0].slice(0, 300);

function playwright() {
  const label = 'playwright (e2e)';
  const report = path.join(tmp, 'pw.json');
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report };
  const outcome = run(
    label,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env,
  );
  const json = readReport(report);
  if (json.missing) return record(label, { ...outcome, why: reasons(outcome.why, json.missing) });
  const { counts, flaky: names } = summarisePlaywright(json);
  flaky.push(...names.map((name) => `${label}: ${name}`));
  counts.flaky = names.length;
  // Errors outside tests (web server did not start, config error) fail the suite too.
  const errors = (json.errors ?? []).map((e) => e.message?.split('\n')[0]).filter(Boolean);
  record(label, { ...outcome, why: reasons(outcome.why, errors) }, counts);
}

if (checks) {
  record('typecheck', run('typecheck', 'npm', ['run', 'typecheck']));
  record('lint', run('lint', 'npm', ['run', 'lint']));
}
if (mode !== 'e2e') {
  if (process.env.DATABASE_URL) {
    // Cover both databases: every project on the given PostgreSQL server first, then the server's
    // tests again on embedded PGlite (the domain and web tests touch no database).
    vitest('vitest (PostgreSQL)', process.env);
    const { DATABASE_URL: _, ...withoutDb } = process.env;
    vitest('vitest (PGlite, server)', withoutDb, ['--project=server']);
  } else {
    vitest('vitest (PGlite)', process.env);
  }
}
if (mode !== 'unit') {
  // The web app and the compiled server the browser tests run on, each only if its sources changed.
  if (process.env.SKIP_BUILD === '1') console.log('\n=== build skipped (SKIP_BUILD=1)');
  else record('build', run('build', 'node', ['scripts/build.mjs']));
  playwright(); // runs even after a failed build, so the API-level e2e tests still report
}

rmSync(tmp, { recursive: true, force: true });
if (flaky.length) console.log('\n=== flaky: failed, then passed on retry (not counted as passed)');
for (const name of flaky) console.log(`FLAKY ${name}`);
if (failures.length) console.log('\n=== failed');
for (const line of failures) console.log(`FAIL ${line}`);
console.log('\n=== summary');
for (const { label, ok, why, counts: c, seconds } of results) {
  const flakyCount = c?.flaky ? `, ${c.flaky} flaky` : '';
  const counts = c ? ` - ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${flakyCount}` : '';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}${counts} (${seconds}s)${why ? ` - ${why}` : ''}`);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
