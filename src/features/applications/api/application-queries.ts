import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../domain/application-status';
import type { RateSourceNames } from '../../../components/calculation';
import {
  ApplicationListSchema,
  ApplicationSchema,
  CampaignSearchResponseSchema,
  FundingInterestSearchResponseSchema,
  type Application,
} from '../../../domain/contract';
import { apiRequest } from '../../../lib/api-client';
import { APPLICATIONS_QUERY_KEY } from '../../../lib/query-keys';

export const APPLICATIONS_PAGE_SIZE = 10;

/** Whose applications, in which status; `salesPersonId` absent means every salesperson's (managers). */
export interface ApplicationListFilter {
  salesPersonId?: number;
  status?: ApplicationStatus;
}

function listPath(filter: ApplicationListFilter, cursor: string | undefined): `/${string}` {
  const search = new URLSearchParams({ limit: String(APPLICATIONS_PAGE_SIZE) });
  if (filter.salesPersonId !== undefined) search.set('salesPersonId', String(filter.salesPersonId));
  if (filter.status !== undefined) search.set('status', filter.status);
  if (cursor !== undefined) search.set('cursor', cursor);
  return `/application?${search.toString()}`;
}

/** The applications feature's queries: keys from generic to specific, every input in the key. */
export const applicationQueries = {
  all: () => APPLICATIONS_QUERY_KEY,
  lists: () => [...applicationQueries.all(), 'list'] as const,
  list: (filter: ApplicationListFilter) =>
    infiniteQueryOptions({
      queryKey: [...applicationQueries.lists(), filter],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(listPath(filter, pageParam), { signal, response: ApplicationListSchema }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  details: () => [...applicationQueries.all(), 'detail'] as const,
  detail: (applicationId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.details(), applicationId],
      queryFn: ({ signal }) =>
        apiRequest(`/application/${applicationId}`, { signal, response: ApplicationSchema }),
    }),
  /**
   * The names of the campaign or funding interest that gave the application's rate, found the way
   * the offer found them: by searching with the application's request. One no longer offered
   * stays unnamed (the page names it by id).
   */
  rateSourceNames: ({ calculation, calculationRequest }: Application) => {
    const { interestRateSource, campaignId, fundingInterestId } = calculation;
    const { campaignId: _campaign, includePaymentPlan: _plan, ...request } = calculationRequest;
    const searchRequest = {
      ...request,
      financialParameters: { ...request.financialParameters, fundingInterestId: undefined },
    };
    return queryOptions({
      queryKey: [
        ...applicationQueries.details(),
        'rate-source',
        { interestRateSource, campaignId, fundingInterestId, searchRequest },
      ],
      queryFn: async ({ signal }): Promise<RateSourceNames> => {
        const body = { calculationRequest: searchRequest };
        if (interestRateSource === 'campaign') {
          const { campaigns } = await apiRequest('/campaign/search', {
            method: 'POST',
            body,
            signal,
            response: CampaignSearchResponseSchema,
          });
          return {
            campaign: campaigns.find((campaign) => campaign.campaignId === campaignId)?.description,
          };
        }
        if (interestRateSource === 'fundingInterest') {
          const { fundingInterests } = await apiRequest('/funding-interest/search', {
            method: 'POST',
            body,
            signal,
            response: FundingInterestSearchResponseSchema,
          });
          return {
            fundingInterest: fundingInterests.find(
              (option) => option.fundingInterestId === fundingInterestId,
            )?.fundingInterestName,
          };
        }
        return {};
      },
      staleTime: Infinity,
    });
  },
};
