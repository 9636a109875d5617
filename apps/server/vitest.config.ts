import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/pglite-snapshot.ts'],
    // PGlite boots a WebAssembly Postgres per test file; give it room on a 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
