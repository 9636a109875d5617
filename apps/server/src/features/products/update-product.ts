import type { Product, ProductUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../infra/db/client';
import { products } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { replaceStoredImage } from '../../lib/uploaded-image';
import { changedFields, recordAudit } from '../audit/record-audit';

type Editable = Omit<Product, 'id' | 'name' | 'description'>;

const editable = ({ id: _id, name: _name, description: _description, ...rest }: Product): Editable => rest;

async function saveProduct(
  tx: Tx,
  { by, id, fields }: { by: number; id: number; fields: Partial<Editable> },
): Promise<Product> {
  const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) throw notFound('Product');
  const [row] = await tx.update(products).set(fields).where(eq(products.id, id)).returning();
  if (!row) throw notFound('Product');
  const change = changedFields(editable(current), editable(row));
  if (change) {
    await recordAudit(tx, {
      by,
      action: 'catalog.product.update',
      before: { product: id, ...change.before },
      after: { product: id, ...change.after },
    });
  }
  return row;
}

/**
 * `PUT /api/products/{id}` (admins): texts, picture, price and whether the shop shows it. A
 * product is disabled, never deleted, because receipts name it.
 */
export function updateProduct(
  tx: Tx,
  { by, id, product }: { by: number; id: number; product: ProductUpdate },
): Promise<Product> {
  return saveProduct(tx, { by, id, fields: product });
}

/** How `reencodeImage` shapes a product's picture: re-encoded like an avatar, kept square. */
export const PRODUCT_IMAGE = { size: 600, fit: 'cover' } as const;

/**
 * `POST /api/products/{id}/img` (admins): points the product at its new picture, already
 * re-encoded. The file is written once the product is known to exist, under a content-hashed
 * name (a redone transaction writes the same file). Answers the picture it replaced, to remove
 * after the commit.
 */
export async function uploadProductImage(
  tx: Tx,
  { by, uploadsDir, id, webp }: { by: number; uploadsDir: string; id: number; webp: Buffer },
): Promise<{ product: Product; replaced: string | null }> {
  const { image, replaced } = await replaceStoredImage(
    tx,
    { table: products, id, what: 'Product', folder: 'products' },
    { uploadsDir, webp },
  );
  const product = await saveProduct(tx, { by, id, fields: { image } });
  return { product, replaced };
}
