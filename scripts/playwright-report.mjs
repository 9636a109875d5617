// Reads Playwright's JSON report for scripts/test.mjs.

/**
 * Counts of a Playwright run. A test that failed and then passed on its retry is flaky: it is
 * listed by name and counted neither as passed nor as failed (as Playwright itself does, it does
 * not fail the run; it must not pass for a green test either).
 */
export function summarisePlaywright(json) {
  const stats = json.stats ?? {};
  return {
    counts: { passed: stats.expected ?? 0, failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 },
    flaky: flakyTests(json.suites ?? []),
  };
}

/** "project › file › describe › title" of every flaky test, walking nested suites. */
function flakyTests(suites, titles = []) {
  return suites.flatMap((suite) => {
    // The top suites are files, titled by their path; keep it once.
    const path = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'flaky')
        .map((test) => [test.projectName, ...path, spec.title].filter(Boolean).join(' › ')),
    );
    return [...own, ...flakyTests(suite.suites ?? [], path)];
  });
}
