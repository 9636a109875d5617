import { idParamsSchema, productCreateSchema, productSchema } from '@boxbook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../infra/db/in-transaction';
import { createProduct } from './create-product';
import { findProduct, findProducts } from './find-products';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config: { public: true }, schema: { tags: ['products'], response: { 200: z.array(productSchema) } } },
    () => findProducts(app.db),
  );

  app.get(
    '/:id',
    {
      config: { public: true },
      schema: { tags: ['products'], params: idParamsSchema, response: { 200: productSchema } },
    },
    (request) => findProduct(app.db, request.params.id),
  );

  app.post(
    '/',
    {
      config: { roles: ['ADMIN'] },
      schema: { tags: ['products'], body: productCreateSchema, response: { 200: productSchema } },
    },
    (request) => inTransaction(app.db, (tx) => createProduct(tx, { product: request.body })),
  );
};
