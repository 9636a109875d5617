import { checkSistemaInformatico, type SistemaInformatico } from '@boxbook/domain';

/**
 * The producer of this software, as its declaration of conformity (declaración responsable) names
 * it: every billing record carries these values, so they change only with a new declaration
 * (docs/invoicing.md, "What the box must do").
 */
const PRODUCER = { name: 'Boxbook', nif: 'B00000000' } as const;

/**
 * `SistemaInformatico`, the one place it is set. The version is the app's (APP_VERSION); the
 * installation number is the box's NIF, because each box runs its own installation and one NIF
 * never runs two. The app only works in VERI*FACTU mode and keeps one taxpayer's invoices.
 */
export function sistemaInformatico(env: { APP_VERSION: string; GYM_TAX_ID: string }): SistemaInformatico {
  return checkSistemaInformatico({
    producerName: PRODUCER.name,
    producerNif: PRODUCER.nif,
    name: 'Boxbook',
    id: 'BB',
    version: env.APP_VERSION,
    installationNumber: env.GYM_TAX_ID,
    onlyVerifactu: 'S',
    multipleTaxpayersPossible: 'N',
    multipleTaxpayers: 'N',
  });
}
