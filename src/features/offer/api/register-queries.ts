import { queryOptions } from '@tanstack/react-query';
import { PORTAL_API, type OrganizationList } from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';
import { ApiProblemError } from '../../../lib/api-errors';

/** What a register says stays true through a working session: asked again after ten minutes. */
const REGISTER_STALE_MS = 10 * 60_000;

/**
 * Norway's registers, through the portal server: a vehicle by registration number, companies by
 * name or number, a town by post code. None is retried: a register that is down or slow has
 * already taken its 2 s, and the salesperson types on by hand.
 */
export const registerQueries = {
  all: () => ['offer', 'register'] as const,
  vehicle: (registrationNumber: string) =>
    queryOptions({
      queryKey: [...registerQueries.all(), 'vehicle', registrationNumber],
      queryFn: ({ signal }) =>
        callApi(PORTAL_API.vehicle, { params: { registrationNumber }, signal }),
      staleTime: REGISTER_STALE_MS,
      retry: false,
    }),
  /** Nine digits: the company with that number; anything else: companies by name. */
  organizations: (search: string) =>
    queryOptions({
      queryKey: [...registerQueries.all(), 'organizations', search],
      queryFn: async ({ signal }): Promise<OrganizationList> => {
        const number = search.replace(/\s/g, '');
        if (!/^\d{9}$/.test(number)) {
          return callApi(PORTAL_API.findOrganizations, { query: { name: search }, signal });
        }
        try {
          const organization = await callApi(PORTAL_API.organization, {
            params: { orgnr: number },
            signal,
          });
          return { organizations: [organization], total: 1 };
        } catch (error) {
          if (error instanceof ApiProblemError && error.status === 404) {
            return { organizations: [], total: 0 };
          }
          throw error;
        }
      },
      staleTime: REGISTER_STALE_MS,
      retry: false,
    }),
  /** The town, or null for a code Norway does not have. */
  postCode: (code: string) =>
    queryOptions({
      queryKey: [...registerQueries.all(), 'post-code', code],
      queryFn: async ({ signal }): Promise<string | null> => {
        try {
          return (await callApi(PORTAL_API.postCode, { params: { code }, signal })).town;
        } catch (error) {
          if (error instanceof ApiProblemError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: Infinity,
      retry: false,
    }),
};

/** How a look-up went wrong, in the words the form says it in. */
export type LookupProblem = 'notFound' | 'malformed' | 'down';

export const lookupProblemOf = (error: unknown): LookupProblem =>
  error instanceof ApiProblemError && error.status === 404
    ? 'notFound'
    : error instanceof ApiProblemError && error.status === 400
      ? 'malformed'
      : 'down';
