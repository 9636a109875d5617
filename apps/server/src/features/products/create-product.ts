import type { Product, ProductCreate } from '@boxbook/domain';
import type { Tx } from '../../infra/db/client';
import { products } from '../../infra/db/schema';
import { recordAudit } from '../audit/record-audit';

/** `POST /api/products` (admins): a new product in the shop; its price is money, so audited. */
export async function createProduct(
  tx: Tx,
  { by, product }: { by: number; product: ProductCreate },
): Promise<Product> {
  const [row] = await tx.insert(products).values(product).returning();
  if (!row) throw new Error('product not stored');
  await recordAudit(tx, {
    by,
    action: 'catalog.product.create',
    after: { product: row.id, nameEs: row.nameEs, price: row.price },
  });
  return row;
}
