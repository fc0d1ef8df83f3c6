import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedCalculationRequestBodySchema,
  CalculationResponseSchema,
} from '../../../domain/contract';
import { problemResponses } from '../openapi/problem-responses';
import type { ServiceContext } from '../service-context';
import { recalculate } from './recalculate';

export const calculationRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database, now },
) => {
  app.post('/calculation', {
    schema: {
      tags: ['Calculation'],
      operationId: 'calculate',
      summary: 'Calculate a loan or lease',
      description:
        'Payment, APR, totals and (with includePaymentPlan) the payment plan, per the bank’s ' +
        'calculation rules. The rate comes from `campaignId`, else ' +
        '`financialParameters.fundingInterestId`, else `financialParameters.interestRate`; a ' +
        'campaign or funding interest that does not exist or does not apply is 422, and so are ' +
        'terms that would give a negative payment or balance.',
      body: AcceptedCalculationRequestBodySchema,
      response: {
        200: CalculationResponseSchema,
        ...problemResponses(400, 401, 413, 415, 422),
      },
    },
    handler: async (request) => ({
      calculation: await recalculate(database, request.body.calculationRequest, now()),
    }),
  });
};
