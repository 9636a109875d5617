import { isIP } from 'node:net';

/** A host only this machine reaches: localhost (and its subdomains), 127.0.0.0/8, ::1. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * Why the links the server writes (mail, pushes, the calendar feed) would not open on members'
 * phones, or null when they can: a PUBLIC_URL on the loopback while the server listens beyond it
 * is only right on the machine itself.
 */
export function publicAddressWarning(env: { HOST: string; PUBLIC_URL: string }): string | null {
  const { HOST, PUBLIC_URL } = env;
  if (isLoopback(HOST) || !isLoopback(new URL(PUBLIC_URL).hostname)) return null;
  return `PUBLIC_URL is ${PUBLIC_URL}, an address of this machine only, while the server listens on ${HOST}: links in mail, pushes and the calendar feed will not open on members' phones. Set PUBLIC_URL to the address members use.`;
}
