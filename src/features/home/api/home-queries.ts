import { queryOptions } from '@tanstack/react-query';
import { ApplicationListSchema } from '../../../domain/contract';
import { apiRequest } from '../../../lib/api-client';
import { APPLICATIONS_QUERY_KEY } from '../../../lib/query-keys';

const RECENT_COUNT = 5;

/**
 * The home page's queries. Keys sit under `applications`, so whatever refreshes the applications
 * (a new one sent, say) refreshes this short list too.
 */
export const homeQueries = {
  recentApplications: (salesPersonId: number | undefined) =>
    queryOptions({
      queryKey: [...APPLICATIONS_QUERY_KEY, 'recent', { salesPersonId, limit: RECENT_COUNT }],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({ limit: String(RECENT_COUNT) });
        if (salesPersonId !== undefined) search.set('salesPersonId', String(salesPersonId));
        return apiRequest(`/application?${search.toString()}`, {
          signal,
          response: ApplicationListSchema,
        });
      },
    }),
};
