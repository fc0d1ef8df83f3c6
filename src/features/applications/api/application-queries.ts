import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../domain/application-status';
import type { RateSourceNames } from '../../../components/calculation';
import {
  ApplicationListSchema,
  ApplicationSchema,
  type Application,
} from '../../../domain/contract';
import { apiFile, apiRequest } from '../../../lib/api-client';
import {
  rateRuleSearchRequestOf,
  searchCampaigns,
  searchFundingInterests,
} from '../../../lib/rate-rule-search';
import { APPLICATION_DETAILS_QUERY_KEY, APPLICATIONS_QUERY_KEY } from '../../../lib/query-keys';

export const APPLICATIONS_PAGE_SIZE = 10;

/** What a search of applications may name, as the service's list takes it. */
export interface ApplicationSearch {
  customerName?: string;
  registrationNumber?: string;
  createdFrom?: string;
  createdTo?: string;
}

/**
 * Whose applications, in which status, matching which search; `salesPersonId` absent means every
 * salesperson's (managers).
 */
export interface ApplicationListFilter extends ApplicationSearch {
  salesPersonId?: number;
  status?: ApplicationStatus;
}

function listPath(filter: ApplicationListFilter, cursor: string | undefined): `/${string}` {
  const search = new URLSearchParams({ limit: String(APPLICATIONS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  if (cursor !== undefined) search.set('cursor', cursor);
  return `/application?${search.toString()}`;
}

const documentFilePath = (applicationId: number, documentId: number): `/${string}` =>
  `/application/${applicationId}/documents/${documentId}/file`;

/** Sends a file for a document; the answer is the application with the document Received. */
export const uploadDocumentFile = (applicationId: number, documentId: number, file: Blob) =>
  apiRequest(documentFilePath(applicationId, documentId), {
    method: 'PUT',
    body: file,
    response: ApplicationSchema,
  });

/** The file kept for a document, of the type the application says it is. */
export const downloadDocumentFile = (
  applicationId: number,
  documentId: number,
  contentType: string,
) => apiFile(documentFilePath(applicationId, documentId), { accept: contentType });

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
  details: () => APPLICATION_DETAILS_QUERY_KEY,
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
    const searchRequest = rateRuleSearchRequestOf(calculationRequest);
    return queryOptions({
      queryKey: [
        ...applicationQueries.details(),
        'rate-source',
        { interestRateSource, campaignId, fundingInterestId, searchRequest },
      ],
      queryFn: async ({ signal }): Promise<RateSourceNames> => {
        if (interestRateSource === 'campaign') {
          const campaigns = await searchCampaigns(searchRequest, signal);
          return {
            campaign: campaigns.find((campaign) => campaign.campaignId === campaignId)?.description,
          };
        }
        if (interestRateSource === 'fundingInterest') {
          const fundingInterests = await searchFundingInterests(searchRequest, signal);
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
