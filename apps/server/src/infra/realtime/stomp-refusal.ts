import type { StompFrame } from './stomp-frame';

/** The WebSocket close codes we use (RFC 6455, 7.4.1). */
export const CLOSE = {
  normal: 1000,
  protocol: 1002,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
  /** IANA's "service restart": the client should come back (after a short random delay). */
  serviceRestart: 1012,
} as const;

/**
 * Thrown while handling a frame; the session answers it with an ERROR frame whose `message`
 * header is `summary` and then closes, because STOMP 1.2 ends the connection after any ERROR.
 */
export class Refusal extends Error {
  constructor(
    readonly summary: string,
    readonly detail: string,
    readonly closeCode: number = CLOSE.protocol,
  ) {
    super(detail);
    this.name = 'Refusal';
  }
}

/** The value of a header the frame cannot do without. */
export function requiredHeader(frame: StompFrame, header: string): string {
  const value = frame.headers.get(header);
  if (!value) throw new Refusal('malformed frame', `${frame.command} needs a ${header} header`);
  return value;
}
