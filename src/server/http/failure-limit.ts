import { RateLimiterMemory } from 'rate-limiter-flexible';
import { HttpProblem } from './problem-details';

export interface FailureLimitOptions {
  /** Refused attempts a caller may make within the window; the next attempt is a 429. */
  limit: number;
  windowSeconds: number;
}

export interface FailureCount {
  failures: number;
  /** Seconds the caller must wait before trying again; 0 when it may try now. */
  retryAfterSeconds: number;
}

/**
 * Counts refused credentials per caller (the client address) in memory, with
 * rate-limiter-flexible: from `limit` failures on, every attempt of that caller is refused for
 * the rest of the window, the right credential too, so guessing learns nothing. A success clears
 * the count. In memory is enough here: a restart is nothing a guesser can cause.
 */
export function createFailureLimit({ limit, windowSeconds }: FailureLimitOptions) {
  const failures = new RateLimiterMemory({ points: limit, duration: windowSeconds });
  return {
    async check(key: string): Promise<FailureCount> {
      const state = await failures.get(key);
      if (state === null) return { failures: 0, retryAfterSeconds: 0 };
      return {
        failures: state.consumedPoints,
        retryAfterSeconds:
          state.consumedPoints >= limit ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0,
      };
    },
    async recordFailure(key: string): Promise<void> {
      await failures.penalty(key, 1);
    },
    async recordSuccess(key: string): Promise<void> {
      await failures.delete(key);
    },
  };
}

export type FailureLimit = ReturnType<typeof createFailureLimit>;

/** 429 with `Retry-After`, in words that say when to try again. */
export const tooManyFailures = (retryAfterSeconds: number, what: string): HttpProblem =>
  new HttpProblem({
    status: 429,
    detail: `Too many ${what} from your address. Try again in ${retryAfterSeconds} seconds.`,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
