import { queryOptions } from '@tanstack/react-query';
import { PORTAL_API, type SalesPersonFilter } from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';
import { salesPeopleListQuery } from '../../../lib/sales-people-list';

/** The salespeople feature's queries: keys from generic to specific, every input in the key. */
export const salesPersonQueries = {
  all: () => ['sales-people'] as const,
  lists: () => [...salesPersonQueries.all(), 'list'] as const,
  /** Every salesperson (managers only). */
  list: salesPeopleListQuery,
  /** Those matching any of the ids or external references: a read, though sent as a POST. */
  filtered: (filter: SalesPersonFilter) =>
    queryOptions({
      queryKey: [...salesPersonQueries.lists(), 'filtered', filter],
      queryFn: ({ signal }) => callApi(PORTAL_API.findSalespeople, { body: filter, signal }),
    }),
  details: () => [...salesPersonQueries.all(), 'detail'] as const,
  detail: (salesPersonId: number) =>
    queryOptions({
      queryKey: [...salesPersonQueries.details(), salesPersonId],
      queryFn: ({ signal }) =>
        callApi(PORTAL_API.salesperson, { params: { salespersonId: salesPersonId }, signal }),
    }),
};
