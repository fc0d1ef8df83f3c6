import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../domain/application-status';
import type { RateSourceNames } from '../../../components/calculation';
import { CalculationRequestSchema, PORTAL_API, type Application } from '../../../domain/contract';
import { callApi, fetchApiFile } from '../../../lib/api-client';
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

/** Sends a file for a document; the answer is the application with the document Received. */
export const uploadDocumentFile = (applicationId: number, documentId: number, file: Blob) =>
  callApi(PORTAL_API.uploadDocumentFile, {
    params: { id: applicationId, documentId },
    body: file,
  });

/** The file kept for a document, of the type the application says it is. */
export const downloadDocumentFile = (
  applicationId: number,
  documentId: number,
  contentType: string,
) =>
  fetchApiFile(PORTAL_API.documentFile, {
    params: { id: applicationId, documentId },
    accept: contentType,
  });

/** The bank's contract of an approved application, as a PDF. */
export const downloadContractDocument = (applicationId: number) =>
  fetchApiFile(PORTAL_API.contractDocument, {
    params: { id: applicationId },
    accept: 'application/pdf',
  });

/** The applications feature's queries: keys from generic to specific, every input in the key. */
export const applicationQueries = {
  all: () => APPLICATIONS_QUERY_KEY,
  lists: () => [...applicationQueries.all(), 'list'] as const,
  list: (filter: ApplicationListFilter) =>
    infiniteQueryOptions({
      queryKey: [...applicationQueries.lists(), filter],
      queryFn: ({ pageParam, signal }) =>
        callApi(PORTAL_API.listApplications, {
          query: { limit: APPLICATIONS_PAGE_SIZE, ...filter, cursor: pageParam },
          signal,
        }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    }),
  details: () => APPLICATION_DETAILS_QUERY_KEY,
  detail: (applicationId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.details(), applicationId],
      queryFn: ({ signal }) =>
        callApi(PORTAL_API.application, { params: { id: applicationId }, signal }),
    }),
  /** The contract with its signing links: under the application's key, so its changes refresh it. */
  contract: (applicationId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.details(), applicationId, 'contract'],
      queryFn: ({ signal }) =>
        callApi(PORTAL_API.contract, { params: { id: applicationId }, signal }),
    }),
  /**
   * The names of the campaign or funding interest that gave the application's rate, found the way
   * the offer found them: by searching with the application's request. One no longer offered
   * stays unnamed (the page names it by id).
   */
  rateSourceNames: ({ calculation, calculationRequest }: Application) => {
    const { interestRateSource, campaignId, fundingInterestId } = calculation;
    // A request the service kept as a partner sent it may hold what the portal never sends (an
    // unknown customer type, say): the portal cannot search with it, and names no source then.
    const portalRequest = CalculationRequestSchema.safeParse(calculationRequest);
    const searchRequest = portalRequest.success
      ? rateRuleSearchRequestOf(portalRequest.data)
      : undefined;
    return queryOptions({
      queryKey: [
        ...applicationQueries.details(),
        'rate-source',
        { interestRateSource, campaignId, fundingInterestId, searchRequest },
      ],
      queryFn: async ({ signal }): Promise<RateSourceNames> => {
        if (searchRequest === undefined) return {};
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
