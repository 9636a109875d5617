import {
  catalogImageSchema,
  idParamsSchema,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
} from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { caller } from '../../infra/http/caller';
import { refusals } from '../../infra/http/refusals';
import { reencodeImage, removeStoredImage } from '../../lib/uploaded-image';
import { createProduct } from './create-product';
import { findProduct, findProducts } from './find-products';
import { PRODUCT_IMAGE, updateProduct, uploadProductImage } from './update-product';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products'];
  const admins = { roles: ['ADMIN'] } as const;

  app.get(
    '/',
    { config: { public: true }, schema: { tags, response: { 200: z.array(productSchema) } } },
    () => findProducts(app.db),
  );

  // The admin's catalog: the disabled products too.
  app.get('/all', { config: admins, schema: { tags, response: { 200: z.array(productSchema) } } }, () =>
    findProducts(app.db, { all: true }),
  );

  app.get(
    '/:id',
    { config: { public: true }, schema: { tags, params: idParamsSchema, response: { 200: productSchema } } },
    (request) => findProduct(app.db, request.params.id),
  );

  app.post(
    '/',
    {
      config: admins,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        body: productCreateSchema,
        response: { 200: productSchema, ...refusals('validation', 'invalid_image', 'payload_too_large') },
      },
    },
    async (request) => {
      const { fileSource, ...product } = request.body;
      // Re-encoded before anything is stored: a file that is not a picture refuses the product.
      const picture = fileSource
        ? { uploadsDir: app.env.UPLOADS_DIR, webp: await reencodeImage(fileSource, PRODUCT_IMAGE) }
        : undefined;
      return inTransaction(app.db, (tx) =>
        createProduct(tx, { by: caller(request).userId, product, picture }),
      );
    },
  );

  app.put(
    '/:id',
    {
      config: admins,
      schema: {
        tags,
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...refusals('validation', 'forbidden', 'not_found') },
      },
    },
    (request) =>
      inTransaction(app.db, (tx) =>
        updateProduct(tx, { by: caller(request).userId, id: request.params.id, product: request.body }),
      ),
  );

  app.post(
    '/:id/img',
    {
      config: admins,
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags,
        params: idParamsSchema,
        body: catalogImageSchema,
        response: { 200: productSchema, ...refusals('invalid_image', 'payload_too_large', 'not_found') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const by = caller(request).userId;
      const uploadsDir = app.env.UPLOADS_DIR;
      const webp = await reencodeImage(request.body.fileSource, PRODUCT_IMAGE);
      const { product, replaced } = await inTransaction(app.db, (tx) =>
        uploadProductImage(tx, { by, uploadsDir, id, webp }),
      );
      await removeStoredImage(uploadsDir, 'products', replaced, product.image);
      return product;
    },
  );
};
