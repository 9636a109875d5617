// Closed-loop HTTP/1.1 load with no dependency: `connections` kept-alive sockets, each sending its
// next request as soon as the answer to the last one is in (as autocannon does with pipelining 1).
// Requests are written as prepared bytes and answers read just far enough to find their end
// (Content-Length or chunked), so the load costs far less CPU than the server it measures.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * @typedef {{ method?: string, path: string, headers?: Record<string, string>, body?: string }} Req
 * @typedef {{ requests: number, perSecond: number, statuses: Record<string, number>,
 *   errors: number, p50Ms: number, p99Ms: number, maxMs: number }} LoadResult
 */

/** The bytes of one request. */
export function encodeRequest(base, /** @type {Req} */ req) {
  const url = new URL(base);
  const body = req.body ?? '';
  const headers = {
    host: url.host,
    connection: 'keep-alive',
    ...(body
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
    ...req.headers,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return Buffer.from(`${req.method ?? 'GET'} ${req.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Runs for `durationMs`. `next(connection, n)` gives the bytes of the n-th request of a
 * connection (so a connection can alternate join and leave for its own member).
 * @returns {Promise<LoadResult>}
 */
export function load({ base, connections, durationMs, next }) {
  const url = new URL(base);
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const run = (index) =>
    new Promise((resolve) => {
      const socket = connect(Number(url.port), url.hostname);
      socket.setNoDelay(true);
      /** @type {Buffer} */
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      let n = 0;
      const send = () => {
        if (performance.now() >= deadline) return socket.end();
        sentAt = performance.now();
        socket.write(next(index, n++));
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const end = answerEnd(buffer);
          if (end < 0) return;
          const status = buffer.toString('latin1', 9, 12);
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.push(performance.now() - sentAt);
          buffer = buffer.subarray(end);
          send();
        }
      });
      socket.on('error', () => {
        errors++;
      });
      socket.on('close', resolve);
    });
  return Promise.all(Array.from({ length: connections }, (_, i) => run(i))).then(() => {
    const seconds = (performance.now() - started) / 1000;
    return { ...summarize(latencies), perSecond: round(latencies.length / seconds), statuses, errors };
  });
}

/** Where the first complete answer in `buffer` ends, or -1 while it is incomplete. */
function answerEnd(buffer) {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return -1;
  const head = buffer.toString('latin1', 0, headEnd).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return buffer.length >= end ? end : -1;
  }
  if (head.includes('transfer-encoding: chunked')) {
    const last = buffer.indexOf('\r\n0\r\n\r\n', headEnd);
    return last < 0 ? -1 : last + 7;
  }
  return headEnd + 4;
}

export const round = (n) => Math.round(n * 100) / 100;

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

export function summarize(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

/** Median with min and max of a list of numbers: `{ median, min, max }`. */
export function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median: round(median), min: round(sorted[0]), max: round(sorted.at(-1)) };
}

/**
 * A B A B: runs each measure in turn `rounds` times, so both see the same machine (a shared
 * machine's load drifts over a minute). Returns every run of each, by name.
 */
export async function alternate(rounds, measures) {
  /** @type {Record<string, any[]>} */
  const runs = Object.fromEntries(Object.keys(measures).map((name) => [name, []]));
  for (let i = 0; i < rounds; i++)
    for (const [name, measure] of Object.entries(measures)) runs[name].push(await measure());
  return runs;
}
