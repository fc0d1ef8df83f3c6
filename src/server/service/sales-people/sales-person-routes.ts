import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SalesPersonFilterSchema,
  SalesPersonListSchema,
  SalesPersonSchema,
} from '../../../domain/contract';
import { problemResponses } from '../openapi/problem-responses';
import { recordOf, SalesPersonPathSchema } from '../requests/path-identifiers';
import type { ServiceContext } from '../service-context';
import { filterSalesPeople, findSalesPerson, listSalesPeople } from './sales-person-repository';

export const salesPersonRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database },
) => {
  app.get('/sales-person', {
    schema: {
      tags: ['Salespeople'],
      operationId: 'listSalesPeople',
      summary: 'All salespeople',
      response: { 200: SalesPersonListSchema, ...problemResponses(401) },
    },
    handler: () => listSalesPeople(database),
  });

  app.post('/sales-person', {
    schema: {
      tags: ['Salespeople'],
      operationId: 'filterSalesPeople',
      summary: 'Salespeople by id or external reference',
      description:
        'A salesperson is returned when its id is in `salesPersonId` or it has an external ' +
        'reference equal (key and value) to one in `salesPersonExternalReference`: the union of ' +
        'both. Empty or absent arrays match no one.',
      body: SalesPersonFilterSchema,
      response: { 200: SalesPersonListSchema, ...problemResponses(400, 401, 413, 415) },
    },
    handler: (request) => filterSalesPeople(database, request.body),
  });

  app.get('/sales-person/:salespersonId', {
    schema: {
      tags: ['Salespeople'],
      operationId: 'getSalesPerson',
      summary: 'One salesperson',
      params: SalesPersonPathSchema,
      response: { 200: SalesPersonSchema, ...problemResponses(401, 404) },
    },
    handler: (request) =>
      recordOf(
        request.params.salespersonId,
        (id) => findSalesPerson(database, id),
        'There is no salesperson with this id',
      ),
  });
};
