import { queryOptions } from '@tanstack/react-query';
import { PORTAL_API, type DashboardQuery } from '../../../domain/contract';
import { callApi } from '../../../lib/api-client';

/** The dashboard feature's queries: every input in the key. */
export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  figures: (query: DashboardQuery) =>
    queryOptions({
      queryKey: [...dashboardQueries.all(), query],
      queryFn: ({ signal }) => callApi(PORTAL_API.dashboard, { query, signal }),
    }),
};
