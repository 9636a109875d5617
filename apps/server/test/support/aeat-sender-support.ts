import type { FastifyBaseLogger } from 'fastify';
import { type AeatSender, createAeatSender } from '../../src/features/invoicing/aeat/aeat-sender';
import { httpsTransport } from '../../src/features/invoicing/aeat/soap-transport';
import type { Db } from '../../src/infra/db/client';
import type { Clock } from '../../src/lib/clock';
import { SOFTWARE } from '../invoicing-support';
import { BOX_CERTIFICATE, type FakeAeat } from './fake-aeat';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;

/** A sender as a server process makes one, posting to the stand-in with the box's test certificate. */
export function senderTo(db: Db, aeat: FakeAeat | null, clock: Clock): AeatSender {
  return createAeatSender({
    db,
    clock,
    log: quiet,
    transport: aeat ? httpsTransport({ url: aeat.url, ...BOX_CERTIFICATE }) : null,
    environment: 'test',
    software: SOFTWARE,
    timeZone: 'Europe/Madrid',
  });
}
