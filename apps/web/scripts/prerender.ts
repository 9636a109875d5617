// Prerenders the public pages at build time, in every language: after the browser build, bundles
// src/app/prerender-page.tsx for Node, renders each page into the built index.html and writes
// dist/prerendered/<lang>/<page>.html plus dist/prerendered/pages.json, which the server reads to
// answer a visitor (apps/server/src/infra/web/serve-web-app.ts). Each page names the code of its
// route and its translations, which public/assets/start-after-load.js fetches side by side once
// the page has loaded, so the browser hydrates it without waiting on a chain of fetches.
// Run by the Vite plugin in vite.config.ts at the end of `vite build`.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
interface PrerenderEntry {
  LANGUAGES: readonly string[];
  PRERENDERED_PATHS: readonly string[];
  setUpTranslations(resources: Record<string, unknown>): Promise<void>;
  renderPage(pathname: string, language: string): Promise<{ html: string; modules: string[] }>;
}

export const PRERENDER_DIR = 'prerendered';
const ENTRY = 'src/app/prerender-page.tsx';

/** `/` → index.html, `/privacy-policy` → privacy-policy.html. */
export const pageFile = (pathname: string) => `${pathname === '/' ? 'index' : pathname.slice(1)}.html`;

/** The chunk of `source` and every chunk it imports, as the browser build named them. */
function chunksOf(manifest: Manifest, source: string, seen = new Set<string>()): string[] {
  if (seen.has(source)) return [];
  seen.add(source);
  const chunk = manifest[source];
  if (!chunk) throw new Error(`prerender: ${source} is not in the build's manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((key) => chunksOf(manifest, key, seen))];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html's script that starts the app's first reads before its code arrives
 * (public/assets/first-requests.js): for the app's shell, not for a prerendered page.
 */
const FIRST_REQUESTS_SCRIPT = /<script async src="\/assets\/first-requests\.js"><\/script>/g;

/** Served from public/assets: starts the app once the page has loaded. */
export const START_SCRIPT = '/assets/start-after-load.js';

/**
 * The built index.html holding the page. <head> asks for what the first paint needs (the
 * stylesheet, then the resources React asked to preload, such as home's hero image) and nothing
 * else: the app's code and translations are fetched once the page has loaded, by START_SCRIPT,
 * which the page tells what to fetch. Fetched with the page, ~170 KiB of them shared a slow
 * phone's bandwidth with the stylesheet and the hero, and ran before the first paint.
 */
export function pageHtml(
  template: string,
  { language, body, preloads }: { language: string; body: string; preloads: string[] },
) {
  // React writes its preloads (<link rel="preload" …/>) ahead of the markup; they belong in <head>.
  const hints = /^(?:<link rel="preload"[^>]*\/>)+/.exec(body)?.[0] ?? '';
  const markup = body.slice(hints.length);
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const entryScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/.exec(template);
  if (!entryScript?.[1]) throw new Error('prerender: index.html lacks its <script type="module" src>');
  const entryPreloads = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
  // The app's early reads wait, with the rest of its start, for the page's load.
  const firstRequests = template.match(FIRST_REQUESTS_SCRIPT) ?? [];
  let head = template;
  for (const tag of [...stylesheets, entryScript[0], ...entryPreloads.map((m) => m[0]), ...firstRequests])
    head = head.replace(tag, '');
  head = head.replace(/\n[ \t]*(?=\n)/g, '');
  const code = [...entryPreloads.map((m) => m[1] ?? ''), ...preloads];
  const start = `<script defer src="${START_SCRIPT}" data-entry="${escapeAttribute(entryScript[1])}" data-preload="${escapeAttribute(code.join(' '))}"></script>`;
  const first = [...stylesheets, ...(hints.match(/<link[^>]*\/>/g) ?? []), start];
  const page = head
    .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-prerendered="${language}"`)
    .replace('</title>', `</title>\n    ${first.join('\n    ')}`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!page.includes(`data-prerendered="${language}"`) || !page.includes(markup))
    throw new Error('prerender: index.html lacks <html lang>, <title> or an empty <div id="root"></div>');
  return page;
}

export async function prerender({ root, outDir }: { root: string; outDir: string }): Promise<number> {
  // Beside the app's packages (the bundle imports them), one folder per build: builds may overlap.
  const ssrDir = path.join(root, `node_modules/.boxbook-prerender-${process.pid}`);
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: ENTRY,
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'prerender-page.mjs' } },
    },
  });
  const realFetch = globalThis.fetch;
  try {
    const entry: PrerenderEntry = await import(pathToFileURL(path.join(ssrDir, 'prerender-page.mjs')).href);
    // Nothing on a prerendered page may come from the API: a fetch made while rendering never ends.
    globalThis.fetch = () => new Promise<never>(() => {});
    const resources = Object.fromEntries(
      entry.LANGUAGES.map((lng) => [
        lng,
        JSON.parse(readFileSync(path.join(root, `public/assets/i18n/${lng}.json`), 'utf8')),
      ]),
    );
    await entry.setUpTranslations(resources);
    const manifestFile = path.join(outDir, '.vite/manifest.json');
    const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    let written = 0;
    for (const language of entry.LANGUAGES) {
      mkdirSync(path.join(outDir, PRERENDER_DIR, language), { recursive: true });
      for (const pathname of entry.PRERENDERED_PATHS) {
        const { html, modules } = await entry.renderPage(pathname, language);
        // renderToString leaves a boundary that suspended to the browser: a page must not suspend.
        if (html.includes('<!--$!-->'))
          throw new Error(`prerender: ${pathname} suspended; wait for the browser with useHydrated`);
        const code = [...new Set(modules.flatMap((m) => chunksOf(manifest, m)))]
          .map((file) => `/${file}`)
          .filter((href) => !template.includes(`"${href}"`));
        const preloads = [`/assets/i18n/${language}.json`, ...code];
        const file = path.join(outDir, PRERENDER_DIR, language, pageFile(pathname));
        writeFileSync(file, pageHtml(template, { language, body: html, preloads }));
        written++;
      }
    }
    const pages = Object.fromEntries(entry.PRERENDERED_PATHS.map((p) => [p, pageFile(p)]));
    writeFileSync(
      path.join(outDir, PRERENDER_DIR, 'pages.json'),
      `${JSON.stringify({ languages: entry.LANGUAGES, pages }, null, 2)}\n`,
    );
    rmSync(path.dirname(manifestFile), { recursive: true, force: true });
    return written;
  } finally {
    globalThis.fetch = realFetch;
    rmSync(ssrDir, { recursive: true, force: true });
  }
}
