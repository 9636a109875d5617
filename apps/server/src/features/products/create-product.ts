import type { Product, ProductCreate } from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import { products } from '../../infra/db/schema';

/** `POST /api/products` (admins): a new product in the shop. */
export async function createProduct(tx: Tx, { product }: { product: ProductCreate }): Promise<Product> {
  const [row] = await tx.insert(products).values(product).returning();
  if (!row) throw new Error('product not stored');
  return row;
}
