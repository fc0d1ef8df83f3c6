import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../domain/application-status';
import { ApplicationListSchema, ApplicationSchema } from '../../../domain/contract';
import { apiRequest } from '../../../lib/api-client';
import { APPLICATION_DETAILS_QUERY_KEY, APPLICATIONS_QUERY_KEY } from '../../../lib/query-keys';

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
  details: () => APPLICATION_DETAILS_QUERY_KEY,
  detail: (applicationId: number) =>
    queryOptions({
      queryKey: [...applicationQueries.details(), applicationId],
      queryFn: ({ signal }) =>
        apiRequest(`/application/${applicationId}`, { signal, response: ApplicationSchema }),
    }),
};
