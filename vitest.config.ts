import { defineConfig } from 'vitest/config';

/** One run covers every workspace; each keeps its own settings (jsdom for the web, long hooks for PGlite). */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server/vitest.config.ts', 'apps/web/vite.config.ts'],
  },
});
