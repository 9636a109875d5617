import type { Product } from '@boxbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { products } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

/** The shop lists the enabled products; the admin's catalog (`all`) the disabled ones too. */
export function findProducts(db: DbOrTx, { all = false }: { all?: boolean } = {}): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(all ? undefined : eq(products.enabled, true))
    .orderBy(asc(products.price), asc(products.id));
}

/** One product by id, disabled or not: a receipt may name a disabled one. */
export async function findProduct(db: DbOrTx, id: number): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product');
  return row;
}
