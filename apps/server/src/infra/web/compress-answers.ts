import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Below this an answer goes as it is: it fits in one TCP segment either way, and compressing it
 * would cost more than it saves.
 */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli's quality 2: on the booking screen's class list (14 KB of JSON) it writes 2% more bytes
 * than quality 4 in half the time (68 against 135 µs), and an answer is compressed on every request.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };

/** Text compresses; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/** The encoding to answer in: brotli, else gzip, else none. `q=0` refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Compresses the answers the app builds in memory (JSON, the OpenAPI document) when they are
 * large enough to gain from it. The size is the first thing looked at, so a small answer costs a
 * typeof and a length; @fastify/compress ran two hooks and a negotiation on every answer, 12% of
 * the time of `GET /api/app/config` (0.3 KB). Files are not compressed here: the build writes
 * .br and .gz beside the web app's files and they are sent as they are (serve-web-app.ts).
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // Bytes are at least as many as UTF-16 units: a short string needs no byte count.
    if (payload.length < COMPRESS_MIN_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 206)
      return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json')))
      return done(null, payload);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', varyWithAcceptEncoding(reply.getHeader('vary')));
    if (!encoding) return done(null, payload);
    const compressed = compress(encoding, payload);
    reply.header('content-encoding', encoding);
    reply.header('content-length', compressed.length);
    done(null, compressed);
  });
}

const encode = (encoding: 'br' | 'gzip', input: Buffer) =>
  encoding === 'br' ? brotliCompressSync(input, BROTLI) : gzipSync(input);

/**
 * The last answers compressed, by their text: at 17:00 the phones waiting for a day to open ask
 * for the same list many times a second, and compressing it again was a tenth of each request
 * (and turning it into bytes another twentieth). The same text always compresses to the same
 * bytes, so a kept one is never stale; the oldest goes first, and large answers are not kept.
 */
const KEEP_ANSWERS = 64;
const KEEP_MAX_CHARS = 64 * 1024;
const kept = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };

export function compress(encoding: 'br' | 'gzip', payload: string | Buffer): Buffer {
  if (typeof payload !== 'string') return encode(encoding, payload);
  if (payload.length > KEEP_MAX_CHARS) return encode(encoding, Buffer.from(payload));
  const answers = kept[encoding];
  const known = answers.get(payload);
  if (known) return known;
  const compressed = encode(encoding, Buffer.from(payload));
  if (answers.size >= KEEP_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(payload, compressed);
  return compressed;
}

function varyWithAcceptEncoding(current: unknown): string {
  const value = typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
