import type { Product, ProductCreate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { products } from '../../infra/db/schema';
import { storeImage } from '../../lib/uploaded-image';
import { recordAudit } from '../audit/record-audit';

/**
 * `POST /api/products` (admins): a new product in the shop; its price is money, so audited. A
 * picture sent with it (already re-encoded) is stored under the new product's id, as an upload
 * would store it.
 */
export async function createProduct(
  tx: Tx,
  {
    by,
    product,
    picture,
  }: {
    by: number;
    product: Omit<ProductCreate, 'fileSource'>;
    picture?: { uploadsDir: string; webp: Buffer } | undefined;
  },
): Promise<Product> {
  let [row] = await tx.insert(products).values(product).returning();
  if (!row) throw new Error('product not stored');
  if (picture) {
    const image = await storeImage(picture.uploadsDir, {
      folder: 'products',
      owner: String(row.id),
      webp: picture.webp,
    });
    [row] = await tx.update(products).set({ image }).where(eq(products.id, row.id)).returning();
    if (!row) throw new Error('product not stored');
  }
  await recordAudit(tx, {
    by,
    action: 'catalog.product.create',
    after: { product: row.id, nameEs: row.nameEs, price: row.price, image: row.image },
  });
  return row;
}
