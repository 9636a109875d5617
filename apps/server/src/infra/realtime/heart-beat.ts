/**
 * The fastest beat we agree to. The server itself is happy with whatever the client asks (the web
 * app asks for 10 s both ways, see docs/product.md, Live updates); tests ask for a few hundred ms
 * to stay fast.
 */
export const MIN_HEART_BEAT_MS = 100;

export interface HeartBeatIntervals {
  /** How often we send an EOL when nothing else went out; 0 = never. */
  outgoing: number;
  /** How often the client promised to send something; 0 = no promise, nothing is checked. */
  incoming: number;
}

/**
 * Negotiates from the CONNECT `heart-beat:cx,cy` header. Each direction the client takes part in
 * runs at the client's value (never under MIN_HEART_BEAT_MS); the CONNECTED frame echoes the
 * result, so the spec's `max(ours, theirs)` on the client side lands on the same numbers.
 * A missing header means no heart-beats; a malformed one is null.
 */
export function negotiateHeartBeat(header: string | undefined): HeartBeatIntervals | null {
  if (header === undefined) return { outgoing: 0, incoming: 0 };
  const match = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(header);
  if (!match) return null;
  const [cx, cy] = [Number(match[1]), Number(match[2])];
  const pick = (client: number) => (client === 0 ? 0 : Math.max(client, MIN_HEART_BEAT_MS));
  return { outgoing: pick(cy), incoming: pick(cx) };
}

/**
 * Runs both directions with one re-armed timer each: any traffic counts as a beat, so a busy
 * connection sends no extra EOLs, and the peer is declared dead after twice its promised interval
 * of silence (the spec's suggested tolerance for network delays).
 */
export class HeartBeat {
  private readonly sendTimer: NodeJS.Timeout | null;
  private readonly silenceTimer: NodeJS.Timeout | null;

  constructor(intervals: HeartBeatIntervals, sendBeat: () => void, onSilence: () => void) {
    this.sendTimer = intervals.outgoing ? setTimeout(sendBeat, intervals.outgoing) : null;
    this.silenceTimer = intervals.incoming ? setTimeout(onSilence, 2 * intervals.incoming) : null;
  }

  /** Call after anything was sent; re-arms the send timer (even after it fired). */
  sent(): void {
    this.sendTimer?.refresh();
  }

  received(): void {
    this.silenceTimer?.refresh();
  }

  stop(): void {
    if (this.sendTimer) clearTimeout(this.sendTimer);
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
  }
}
