import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardQuerySchema, ServiceDashboardSchema } from '../../../domain/contract';
import { problemResponses } from '../openapi/problem-responses';
import type { ServiceContext } from '../service-context';
import { dashboardFigures } from './dashboard-repository';

export const dashboardRoutes: FastifyPluginAsyncZod<ServiceContext> = async (app, { database }) => {
  app.get('/dashboard', {
    schema: {
      tags: ['Applications'],
      operationId: 'getDashboard',
      summary: 'The figures of the applications sent in a period',
      description:
        'Of the applications sent from `from` to `to` (Norwegian days, both included), of one ' +
        'salesperson or every one: how many and their financed volume by status now, day by ' +
        'day (up to 62 days) or month by month, and per salesperson; how many the bank ' +
        'approved, rejected, and how many were signed and paid out (at any time, whatever came ' +
        'after, so a cancelled application once approved counts as approved); the approval rate ' +
        'of those decided and the median hours from sending to the decision. Not in the bank’s ' +
        'specification: a client must do without it where a service lacks it (404).',
      querystring: DashboardQuerySchema,
      response: { 200: ServiceDashboardSchema, ...problemResponses(400, 401) },
    },
    handler: (request) => dashboardFigures(database, request.query),
  });
};
