import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE } from '@boxbook/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/error-handler';

/** What apps/web/scripts/prerender.ts wrote: prerendered/<lang>/<file> for each public page. */
interface PrerenderedPages {
  languages: string[];
  pages: Record<string, string>;
}
const PRERENDER_DIR = 'prerendered';
/** Set by the web app (apps/web/src/lib/i18n.ts): the language the visitor chose. */
const LANGUAGE_COOKIE = 'boxbook.lang';
/** Set by the web app while a member is signed in (apps/web/src/main.tsx). */
const MEMBER_COOKIE = 'boxbook.member';

function readPrerendered(distDir: string): PrerenderedPages | null {
  const file = path.join(distDir, PRERENDER_DIR, 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages) : null;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Accept-Language's tags, most wanted first (ties keep their order), without the refused ones. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language of the page to send, chosen as the web app chooses it (apps/web/src/lib/i18n.ts):
 * the visitor's choice, else the first language of the browser the box speaks, else Spanish.
 */
export function pageLanguage(request: FastifyRequest, languages: readonly string[]): string {
  const primary = (tag: string | undefined) => languages.find((l) => tag?.toLowerCase().split('-')[0] === l);
  return (
    primary(cookieOf(request, LANGUAGE_COOKIE)) ??
    acceptedLanguages(request.headers['accept-language']).map(primary).find(Boolean) ??
    (languages.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : (languages[0] ?? FALLBACK_LANGUAGE))
  );
}

/**
 * Vite names bundles `assets/name-HASH.ext`; their content never changes under that name. The path
 * may be of the .br or .gz file the build wrote beside it (scripts/build.mjs), sent in its place.
 */
const isHashedBundle = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) &&
  /-[A-Za-z0-9_-]{8,}\.(js|css|woff2|webp|svg|png)(\.br|\.gz)?$/.test(filePath);

/**
 * Serves the built web app: hashed bundles are immutable, everything else revalidates. A public
 * page (home, /rates…) goes to a visitor as the HTML prerendered at build time in their language,
 * which the app then hydrates; any other page route (/book/…), and every page to a signed-in
 * member, gets index.html so the browser router takes over. Files go compressed as the build
 * compressed them once (brotli 11 and gzip 9, `preCompressed`), never compressed again per request.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build -w @boxbook/web`');
    app.setNotFoundHandler(sendNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        isHashedBundle(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const prerendered = readPrerendered(distDir);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !pathname.startsWith('/api') && !path.extname(pathname);
    if (!wantsPage) return sendNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    const page =
      prerendered && Object.hasOwn(prerendered.pages, pathname) ? prerendered.pages[pathname] : null;
    if (!prerendered || !page) return reply.sendFile('index.html');
    // The same URL answers by language and by whether a member is signed in.
    reply.header('vary', 'Accept-Language, Cookie');
    if (cookieOf(request, MEMBER_COOKIE)) return reply.sendFile('index.html');
    const language = pageLanguage(request, prerendered.languages);
    return reply.header('content-language', language).sendFile(path.join(PRERENDER_DIR, language, page));
  });
}

/** Uploaded files (avatars) under /uploads; their names carry a content hash, so they never change. */
export async function serveUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
