import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { migrate } from '../src/infra/db/migrate';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('is alive and ready when the database answers', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
  });

  it('carries a request id on every answer', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('errors', () => {
  it('answers an unknown API route with a JSON 404, not an HTML page', async () => {
    const res = await t.app.inject('/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'Route GET /api/nothing/here not found',
    });
  });

  it('refuses an oversized body with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x', email: 'a@b.es', message: 'x'.repeat(7 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets pages open WebSockets to our own origin only', async () => {
    const csp = String((await t.app.inject('/api/health')).headers['content-security-policy']);
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connectSrc).toContain('ws://localhost:3000');
    expect(connectSrc).not.toContain('ws:');
    expect(connectSrc).not.toContain('wss:');
  });
});

describe('OpenAPI', () => {
  it('documents the public calls from the zod schemas', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/activities/', '/api/plans/{id}', '/api/contact/', '/api/app/config']),
    );
    expect(doc.paths['/api/contact/'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'email', 'message']),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('migrations', () => {
  it('apply once even when two processes start together', async () => {
    const results = await Promise.all([migrate(t.database.db), migrate(t.database.db)]);
    expect(results).toEqual([[], []]);
  });
});

describe('configuration', () => {
  it('stops with a message naming the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });
});

describe('serving the built web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'boxbook-dist-'));
    mkdirSync(path.join(dist, 'assets/i18n'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Boxbook</title>');
    writeFileSync(path.join(dist, 'assets/index-DkF83jQa.js'), 'console.log(1)');
    writeFileSync(
      path.join(dist, 'assets/i18n/ca.json'),
      JSON.stringify({ home: { title: 'Hola' }, faq: 'x'.repeat(4000) }),
    );
    writeFileSync(path.join(dist, 'assets/app-DkF83jQa.css'), `body{color:red}${' '.repeat(4000)}`);
    // The build's last step: .br and .gz beside each text file (a path TypeScript does not follow).
    const precompressModule = pathToFileURL(
      path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs'),
    ).href;
    const { precompress } = await import(precompressModule);
    await precompress(dist);
    web = await createTestApp({ serveWeb: true, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => web.close());

  it('caches hashed bundles forever and revalidates the page and translations', async () => {
    const bundle = await web.app.inject('/assets/index-DkF83jQa.js');
    expect(bundle.headers['cache-control']).toContain('immutable');
    const i18n = await web.app.inject('/assets/i18n/ca.json');
    expect(i18n.json()).toMatchObject({ home: { title: 'Hola' } });
    expect(i18n.headers['cache-control']).toBe('no-cache');
  });

  it('sends the files the build compressed to browsers that accept them, and the plain file to others', async () => {
    const original = JSON.stringify({ home: { title: 'Hola' }, faq: 'x'.repeat(4000) });
    const gzip = await web.app.inject({
      url: '/assets/i18n/ca.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toContain('application/json');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);
    const br = await web.app.inject({
      url: '/assets/i18n/ca.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const plain = await web.app.inject('/assets/i18n/ca.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
    // A hashed bundle stays immutable when its .br goes in its place; a small file goes as it is.
    const css = await web.app.inject({
      url: '/assets/app-DkF83jQa.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.headers['cache-control']).toContain('immutable');
    const small = await web.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a large JSON answer, and never a small one', async () => {
    const json = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString())).toHaveProperty('openapi');
    const gzip = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers app routes with index.html, and unknown API routes and files with 404', async () => {
    const page = await web.app.inject('/rates/3');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Boxbook</title>');
    expect((await web.app.inject('/api/missing')).statusCode).toBe(404);
    expect((await web.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});
