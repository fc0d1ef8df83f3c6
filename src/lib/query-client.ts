import { QueryClient } from '@tanstack/react-query';
import { ApiProblemError } from './api-errors';

const MAX_RETRIES = 2;

/** A client error will not change on retry; a network error or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiProblemError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * Every call is tried when asked for (`networkMode: 'always'`), offline or not. TanStack Query's
 * default holds a call while the browser says it is offline and makes it once back online: a
 * button stayed busy with no word of why, and an application the dealer had given up on was sent
 * minutes later, without them. Offline, a call now fails at once with the portal's message for an
 * unreachable server, what was typed stays, and the dealer decides when to try again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
