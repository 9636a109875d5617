import { readFileSync } from 'node:fs';
import tls from 'node:tls';
import type { AppEnv } from '../../../config/env';
import { AEAT_ENDPOINTS } from './endpoints';
import { type AeatTransport, httpsTransport } from './soap-transport';

type VerifactuEnv = Pick<
  AppEnv,
  'VERIFACTU_CERT_FILE' | 'VERIFACTU_CERT_PASSWORD' | 'VERIFACTU_ENV' | 'VERIFACTU_URL'
>;

/**
 * The transport the sender posts with, or null without a certificate (records then queue). A file
 * that cannot be read, or a password that does not open it, stops the server at start-up with a
 * message naming the variable, as any other bad setting does.
 */
export function aeatTransportFromEnv(env: VerifactuEnv): AeatTransport | null {
  if (!env.VERIFACTU_CERT_FILE) return null;
  let pfx: Buffer;
  try {
    pfx = readFileSync(env.VERIFACTU_CERT_FILE);
  } catch (error) {
    throw new Error(
      `VERIFACTU_CERT_FILE: cannot read ${env.VERIFACTU_CERT_FILE} (${(error as Error).message})`,
    );
  }
  try {
    tls.createSecureContext({ pfx, passphrase: env.VERIFACTU_CERT_PASSWORD });
  } catch (error) {
    throw new Error(
      `VERIFACTU_CERT_PASSWORD: the certificate in VERIFACTU_CERT_FILE does not open with it (${(error as Error).message})`,
    );
  }
  return httpsTransport({
    url: env.VERIFACTU_URL ?? AEAT_ENDPOINTS[env.VERIFACTU_ENV],
    pfx,
    passphrase: env.VERIFACTU_CERT_PASSWORD,
  });
}
