import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedCalculationRequestBodySchema,
  CampaignSearchResponseSchema,
  CampaignDefinitionSchema,
  ManagedCampaignSchema,
  ManagedCampaignListSchema,
} from '../../../domain/contract';
import { offerManagementRoutes } from '../offer-management/offer-management-routes';
import { problemResponses } from '../openapi/problem-responses';
import type { ServiceContext } from '../service-context';
import { selectionCriteriaOf } from '../selection/selection-criteria';
import { CAMPAIGN_TABLE, searchCampaigns } from './campaign-repository';

export const campaignRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database, now },
) => {
  app.post('/campaign/search', {
    schema: {
      tags: ['Campaigns'],
      operationId: 'searchCampaigns',
      summary: 'Campaigns that apply to a calculation request',
      description:
        'Campaigns valid on the delivery date (else today) whose rules all match the request ' +
        '(object type, subtype, condition, customer type, vendor, product, loan type, price and ' +
        'term-count range; an empty rule matches all), soonest-ending first.',
      body: AcceptedCalculationRequestBodySchema,
      response: { 200: CampaignSearchResponseSchema, ...problemResponses(400, 401, 413, 415) },
    },
    handler: async (request) => {
      const criteria = selectionCriteriaOf(request.body.calculationRequest, now());
      return { campaigns: await searchCampaigns(database, criteria) };
    },
  });
};

/** The bank's campaign administration: `/campaign` and `/campaign/{campaignId}`. */
export const campaignManagementRoutes = offerManagementRoutes({
  path: '/campaign',
  idName: 'campaignId',
  noun: 'campaign',
  operationNoun: 'Campaign',
  tag: 'Campaign management',
  listKey: 'campaigns',
  definitionSchema: CampaignDefinitionSchema,
  offerSchema: ManagedCampaignSchema,
  listSchema: ManagedCampaignListSchema,
  table: CAMPAIGN_TABLE,
});
