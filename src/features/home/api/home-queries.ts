import { queryOptions } from '@tanstack/react-query';
import { PORTAL_API } from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';
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
      queryFn: ({ signal }) =>
        callApi(PORTAL_API.listApplications, {
          query: { limit: RECENT_COUNT, salesPersonId },
          signal,
        }),
    }),
};
