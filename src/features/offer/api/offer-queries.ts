import { queryOptions } from '@tanstack/react-query';
import {
  PORTAL_API,
  type ApplicantFinances,
  type Assessment,
  type CalculationRequest,
  type Product,
} from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';
import { ApiProblemError } from '../../../lib/api-errors';
import { searchCampaigns, searchFundingInterests } from '../../../lib/rate-rule-search';

/** The same figures for the same request: a calculation does not change while the offer does not. */
const CALCULATION_STALE_MS = 5 * 60_000;
/** The price list changes seldom; one fetch serves a working session's offers. */
const PRODUCTS_STALE_MS = 30 * 60_000;

/**
 * The offer workspace's queries. Every key ends with the whole calculation request, which is
 * everything their query functions send.
 */
export const offerQueries = {
  all: () => ['offer'] as const,
  calculations: () => [...offerQueries.all(), 'calculation'] as const,
  /** `POST /calculation`: the service's figures, which the live preview must agree with. */
  calculation: (request: CalculationRequest) =>
    queryOptions({
      queryKey: [...offerQueries.calculations(), request],
      queryFn: async ({ signal }) =>
        (await callApi(PORTAL_API.calculation, { body: { calculationRequest: request }, signal }))
          .calculation,
      staleTime: CALCULATION_STALE_MS,
    }),
  /**
   * `GET /product`: the bank's price list. A service built strictly to the spec has none and
   * answers 404: then there is no product to fill an offer in from.
   */
  products: () =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'products'],
      queryFn: async ({ signal }): Promise<Product[]> => {
        try {
          return (await callApi(PORTAL_API.products, { signal })).products;
        } catch (error) {
          if (error instanceof ApiProblemError && error.status === 404) return [];
          throw error;
        }
      },
      staleTime: PRODUCTS_STALE_MS,
    }),
  /**
   * `POST /application/assessment`: how the bank would likely decide the offer. A service built
   * strictly to the spec has no such endpoint and answers 404: then nothing is known before
   * sending.
   */
  assessment: (request: CalculationRequest, applicant: ApplicantFinances | undefined) =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'assessment', request, applicant],
      queryFn: async ({ signal }): Promise<Assessment | null> => {
        try {
          return await callApi(PORTAL_API.applicationAssessment, {
            body: {
              calculationRequest: request,
              ...(applicant === undefined ? {} : { applicant }),
            },
            signal,
          });
        } catch (error) {
          if (error instanceof ApiProblemError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: CALCULATION_STALE_MS,
    }),
  /** The campaigns that apply to this request. */
  campaigns: (request: CalculationRequest) =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'campaigns', request],
      queryFn: ({ signal }) => searchCampaigns(request, signal),
    }),
  /** The funding interests that apply to this request. */
  fundingInterests: (request: CalculationRequest) =>
    queryOptions({
      queryKey: [...offerQueries.all(), 'funding-interests', request],
      queryFn: ({ signal }) => searchFundingInterests(request, signal),
    }),
};
