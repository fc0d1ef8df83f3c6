import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProductFilterSchema, ProductListSchema, ProductSchema } from '../../../domain/contract';
import { problemResponses } from '../openapi/problem-responses';
import { ProductPathSchema, recordOf } from '../requests/path-identifiers';
import type { ServiceContext } from '../service-context';
import { findProduct, listProducts } from './product-repository';

/** The bank's price list: the products an offer starts from, and the bounds it must keep. */
export const productRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { database }) => {
  app.get('/product', {
    schema: {
      tags: ['Products'],
      operationId: 'listProducts',
      summary: 'The price list',
      description:
        'Every product, by id; each filter keeps the products covering that object type, ' +
        'condition, loan type or customer type (a product naming no customer type covers all).',
      querystring: ProductFilterSchema,
      response: { 200: ProductListSchema, ...problemResponses(400, 401) },
    },
    handler: async (request) => ({ products: await listProducts(database, request.query) }),
  });

  app.get('/product/:productId', {
    schema: {
      tags: ['Products'],
      operationId: 'getProduct',
      summary: 'One product',
      description:
        'A calculation or application naming this product as `productId` must keep its bounds ' +
        '(term count and length, least equity, largest residual value, the object, condition, ' +
        'loan and customer types it covers): each value outside is 422 naming the field.',
      params: ProductPathSchema,
      response: { 200: ProductSchema, ...problemResponses(401, 404) },
    },
    handler: (request) =>
      recordOf(
        request.params.productId,
        (id) => findProduct(database, id),
        'There is no product with this id',
      ),
  });
};
