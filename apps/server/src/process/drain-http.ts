import type { Server, ServerResponse } from 'node:http';
import net from 'node:net';

export interface DrainLimits {
  /** A kept-alive connection that sends nothing for this long once the drain starts is closed. */
  idleGraceMs: number;
  /**
   * Requests still running then are cut, so the process ends within 10 s (see docs/product.md,
   * Running the box).
   */
  cutAfterMs: number;
}

export const DRAIN_LIMITS: DrainLimits = { idleGraceMs: 1_000, cutAfterMs: 8_000 };
const REAP_EVERY_MS = 100;

/**
 * Prepares a graceful shutdown of `server`; call it before the server listens. The function it
 * returns stops accepting connections, lets every request in flight finish and answers it with
 * `Connection: close`, so each kept-alive connection ends right after its next answer. Connections
 * left idle are closed after a grace, and whatever remains is cut at `cutAfterMs`. It resolves
 * once every connection has ended; websockets count too, so close them alongside.
 *
 * Why not http.Server.close() (what Fastify's close calls): it drops every idle kept-alive
 * connection at once, and a client that has just written its next request on one gets a reset
 * for a request it had sent; and Fastify answers 503 to a request arriving on one while closing.
 * Node's http server then keeps the other connections open until their keep-alive timeout (72 s
 * in Fastify) - the slow shutdown this replaces.
 */
export function prepareDrain(server: Server, limits: DrainLimits = DRAIN_LIMITS): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Before Fastify's own listener, so the header is set before any answer is written.
  server.prependListener('request', (_request, response) => {
    if (draining) return void response.setHeader('connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return () => {
    draining = true;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    let reaper: NodeJS.Timeout | undefined;
    const reap = () => {
      server.closeIdleConnections();
      reaper = setTimeout(reap, REAP_EVERY_MS);
    };
    reaper = setTimeout(reap, limits.idleGraceMs);
    const cut = setTimeout(() => server.closeAllConnections(), limits.cutAfterMs);
    // net's close stops accepting and calls back once the last connection has ended.
    return new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve())).finally(
      () => {
        clearTimeout(reaper);
        clearTimeout(cut);
      },
    );
  };
}
