import type { Product, ProductUpdate } from '@boxbook/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { products } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';
import { reencodeImage, removeStoredImage, storeImage } from '../../lib/uploaded-image';
import { changedFields, recordAudit } from '../audit/record-audit';

type Editable = Omit<Product, 'id' | 'name' | 'description'>;

const editable = ({ id: _id, name: _name, description: _description, ...rest }: Product): Editable => rest;

async function saveProduct(tx: Tx, by: number, id: number, fields: Partial<Editable>): Promise<Product> {
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
  return saveProduct(tx, by, id, product);
}

export const PRODUCT_IMAGE_PX = 600;

/** `POST /api/products/{id}/img` (admins): the picture re-encoded like an avatar, kept square. */
export async function uploadProductImage(
  db: Db,
  uploadsDir: string,
  { by, id, fileSource }: { by: number; id: number; fileSource: string },
): Promise<Product> {
  const webp = await reencodeImage(fileSource, { size: PRODUCT_IMAGE_PX, fit: 'cover' });
  const [current] = await db.select({ image: products.image }).from(products).where(eq(products.id, id));
  if (!current) throw notFound('Product');
  const image = await storeImage(uploadsDir, { folder: 'products', owner: String(id), webp });
  const saved = await inTransaction(db, (tx) => saveProduct(tx, by, id, { image }));
  await removeStoredImage(uploadsDir, 'products', current.image, image);
  return saved;
}
