import { defineConfig } from 'vitest/config';

/**
 * One run covers every workspace; each keeps its own settings (jsdom for the web, long hooks for
 * PGlite). A worker per core: vitest leaves one core free by default, which on a 2-core machine
 * ran every file one after the other while the tests mostly wait on the database.
 */
export default defineConfig({
  test: {
    maxWorkers: '100%',
    projects: ['packages/domain', 'apps/server/vitest.config.ts', 'apps/web/vite.config.ts'],
  },
});
