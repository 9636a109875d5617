import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The booking draw (see docs/product.md, The booking draw): for a box that turns it on, the joins
 * of a class's first `drawWindowSeconds` after its booking opens are collected, and the places go
 * by a draw among them when the window ends. Pure: the seed comes from the server, the clock too.
 */

/** When a class's draw collects requests: from its booking's opening, for `windowSeconds`. */
export interface DrawWindow {
  opensAt: Date;
  endsAt: Date;
}

export function drawWindowOf(opensAt: Date, windowSeconds: number): DrawWindow {
  return { opensAt, endsAt: new Date(opensAt.getTime() + windowSeconds * 1000) };
}

/** `before`: a join is refused (not open yet); `collecting`: a join enters the draw; `after`: first come, first served. */
export type DrawPhase = 'before' | 'collecting' | 'after';

export function drawPhaseAt(now: Date, window: DrawWindow): DrawPhase {
  if (now < window.opensAt) return 'before';
  return now < window.endsAt ? 'collecting' : 'after';
}

/** The commitment published before the window opens: SHA-256 of the seed's bytes, in hex. */
export const drawCommitment = (seedHex: string): string => bytesToHex(sha256(hexToBytes(seedHex)));

/** An entrant's ticket: HMAC-SHA256 keyed by the seed over the member's id written in decimal. */
export const drawTicket = (seedHex: string, userId: number): string =>
  bytesToHex(hmac(sha256, hexToBytes(seedHex), utf8ToBytes(String(userId))));

export interface DrawEntrant {
  userId: number;
  /** Holds a standing booking of the class's slot: served before everyone else. */
  standing: boolean;
}

/**
 * The draw's order: standing-booking holders first, then the rest; within each group by ticket,
 * smallest first (ties, which SHA-256 makes practically impossible, by id). Anyone with the
 * revealed seed and the list of entrants gets the same order: the tickets are a keyed hash, so
 * the order is a uniform shuffle that nobody could steer without knowing the seed beforehand.
 */
export function drawOrder(seedHex: string, entrants: readonly DrawEntrant[]): number[] {
  const seen = new Set<number>();
  const tickets = entrants
    .filter((e) => !seen.has(e.userId) && seen.add(e.userId))
    .map((e) => ({ ...e, ticket: drawTicket(seedHex, e.userId) }));
  tickets.sort(
    (a, b) =>
      Number(b.standing) - Number(a.standing) ||
      (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0) ||
      a.userId - b.userId,
  );
  return tickets.map((t) => t.userId);
}
