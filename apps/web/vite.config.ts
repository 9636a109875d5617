import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { prerender } from './scripts/prerender.ts';
import { webAppManifest } from './web-app-manifest.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** After the browser build, the public pages as HTML in every language (scripts/prerender.ts). */
function prerenderPublicPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'boxbook:prerender',
    // Not for the prerender's own server-side build, which runs with this same config.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const pages = await prerender({ root, outDir });
      this.info(`prerendered ${pages} pages`);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderPublicPages(),
    // The installable app (see docs/product.md, Installing the app): manifest, and src/sw/sw.ts
    // with the precache list injected.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: [
          'index.html',
          'assets/*.{js,css,woff2}',
          'assets/i18n/*.json',
          'favicon.svg',
          'img/*.{svg,png}',
          'img/icons/*.svg',
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/stream': { target: apiTarget, ws: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The manifest tells the prerender which chunks each page's route needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page runs before its first render (React, the router, queries,
        // translations, the layout) in two files, the packages apart from our code, rather than
        // some thirty small ones: fewer requests for a phone, over six HTTP/1.1 connections.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Files share a worker's modules and jsdom: setting both up again per file was most of the
    // run. test/setup.ts puts back what a file changes (rendered trees, handlers, storage, language).
    isolate: false,
    // A page test renders a whole screen in jsdom and waits for its requests; in the full run it
    // shares two cores with the server's database tests, where 5 s (vitest's default) is not enough.
    testTimeout: 30_000,
  },
});
