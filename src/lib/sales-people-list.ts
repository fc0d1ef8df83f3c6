import { queryOptions } from '@tanstack/react-query';
import { SalesPersonListSchema } from '../domain/contract';
import { apiRequest } from './api-client';

/**
 * Every salesperson (managers only): the salespeople pages list them, the applications pages
 * name them. One query, one cache entry, shared across features.
 */
export const salesPeopleListQuery = () =>
  queryOptions({
    queryKey: ['sales-people', 'list', 'every'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/sales-person', { signal, response: SalesPersonListSchema }),
  });
