import type { Product } from '@boxbook/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { products } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

export function findProducts(db: DbOrTx): Promise<Product[]> {
  return db.select().from(products).orderBy(asc(products.price), asc(products.id));
}

export async function findProduct(db: DbOrTx, id: number): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product');
  return row;
}
