import type { SistemaInformatico } from '@boxbook/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sistemaInformatico } from './software';

/** What issuing an invoice needs besides the charge: who issues it, with what software, in which zone. */
export interface Invoicing {
  /** The box as the issuer, from GYM_TAX_ID and GYM_LEGAL_NAME when the app started. */
  issuer: { nif: string; name: string };
  software: SistemaInformatico;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issuing invoices (features/invoicing): the box as issuer and the billing software. */
    invoicing: Invoicing;
  }
}

export function createInvoicing(
  env: { APP_VERSION: string; GYM_TAX_ID: string; GYM_LEGAL_NAME: string; GYM_TIMEZONE: string },
  log: Invoicing['log'],
): Invoicing {
  return {
    issuer: { nif: env.GYM_TAX_ID, name: env.GYM_LEGAL_NAME },
    software: sistemaInformatico(env),
    timeZone: env.GYM_TIMEZONE,
    log,
  };
}
