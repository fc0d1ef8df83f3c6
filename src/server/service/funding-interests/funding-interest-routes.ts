import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedCalculationRequestBodySchema,
  FundingInterestSearchResponseSchema,
  FundingInterestDefinitionSchema,
  ManagedFundingInterestSchema,
  ManagedFundingInterestListSchema,
} from '../../../domain/contract';
import { offerManagementRoutes } from '../offer-management/offer-management-routes';
import { problemResponses } from '../openapi/problem-responses';
import type { ServiceContext } from '../service-context';
import { selectionCriteriaOf } from '../selection/selection-criteria';
import { FUNDING_INTEREST_TABLE, searchFundingInterests } from './funding-interest-repository';

export const fundingInterestRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database, now },
) => {
  app.post('/funding-interest/search', {
    schema: {
      tags: ['Funding interests'],
      operationId: 'searchFundingInterests',
      summary: 'Funding interests that apply to a calculation request',
      description:
        'Funding interests valid on the delivery date (else today) whose rules all match the ' +
        'request (an empty rule matches all), soonest-ending first.',
      body: AcceptedCalculationRequestBodySchema,
      response: {
        200: FundingInterestSearchResponseSchema,
        ...problemResponses(400, 401, 413, 415),
      },
    },
    handler: async (request) => {
      const criteria = selectionCriteriaOf(request.body.calculationRequest, now());
      return { fundingInterests: await searchFundingInterests(database, criteria) };
    },
  });
};

/** The bank's administration of funding interests: `/funding-interest` and its ids. */
export const fundingInterestManagementRoutes = offerManagementRoutes({
  path: '/funding-interest',
  idName: 'fundingInterestId',
  noun: 'funding interest',
  operationNoun: 'FundingInterest',
  tag: 'Funding-interest management',
  listKey: 'fundingInterests',
  definitionSchema: FundingInterestDefinitionSchema,
  offerSchema: ManagedFundingInterestSchema,
  listSchema: ManagedFundingInterestListSchema,
  table: FUNDING_INTEREST_TABLE,
});
