import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/pglite-snapshot.ts'],
    // PGlite boots a WebAssembly Postgres per test file; give it room on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share a worker's module graph: importing the whole server again for every file was a
    // third of the run. Each file still gets an app, a database and a clock of its own (test-app.ts).
    isolate: false,
  },
});
