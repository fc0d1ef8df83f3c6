import { queryOptions } from '@tanstack/react-query';
import { PORTAL_API } from '../domain/contract';
import { callApi } from './api-client';

/**
 * Every salesperson (managers only): the salespeople pages list them, the applications pages
 * name them. One query, one cache entry, shared across features.
 */
export const salesPeopleListQuery = () =>
  queryOptions({
    queryKey: ['sales-people', 'list', 'every'] as const,
    queryFn: ({ signal }) => callApi(PORTAL_API.salespeople, { signal }),
  });
