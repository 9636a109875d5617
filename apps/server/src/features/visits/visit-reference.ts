import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads at the door (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/**
 * A visit's booking reference: what the visitor shows at the door and the key of their calendar
 * entry. 31^8 (about 850 thousand million) values, drawn by the system's random source, so it
 * cannot be guessed from another.
 */
export function newVisitReference(): string {
  let reference = '';
  for (let i = 0; i < LENGTH; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
