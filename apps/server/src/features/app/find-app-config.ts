import { type AppConfig, appConfigSchema, CONFIG_DEFAULTS } from '@boxbook/domain';
import type { DbOrTx } from '../../infra/db/client';
import { settings } from '../../infra/db/schema';

/** The spec's defaults, overridden by whatever the box stored in `settings`. */
export async function findAppConfig(db: DbOrTx): Promise<AppConfig> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return appConfigSchema.parse({ ...CONFIG_DEFAULTS, paymentPublicKey: null, ...stored });
}
