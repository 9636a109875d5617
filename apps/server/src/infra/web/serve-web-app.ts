import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/error-handler';

/** Vite names bundles `assets/name-HASH.ext`; their content never changes under that name. */
const isHashedBundle = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) &&
  /-[A-Za-z0-9_-]{8,}\.(js|css|woff2|webp|svg|png)$/.test(filePath);

/**
 * Serves the built web app: hashed bundles are immutable, everything else revalidates, and any
 * page route the app knows (/rates, /book/…) gets index.html so the browser router takes over.
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
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        isHashedBundle(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return sendNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
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
