import { hash } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { clientKey } from './ip-address';
import { HttpProblem } from './problem-details';

export interface FailureLimitOptions {
  /** Refused attempts a client may make within the window; the next attempt is a 429. */
  limit: number;
  windowSeconds: number;
}

/** How long a credential that succeeded from a client stays proved there after its last use. */
const PROVED_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** Proved pairs kept at most; the least recently used goes first. Made only by successes. */
const MAX_PROVED = 10_000;

/**
 * Counts refused credentials per client (its address; an IPv6 address's /64) in memory, with
 * rate-limiter-flexible. From `limit` failures on, that client is answered 429 for the rest of
 * the window whatever it sends, the right credential too, so guessing learns nothing, with one
 * exception: a credential that has already succeeded from that client (remembered by a SHA-256
 * of client and credential, never the credential) keeps working there. So a guesser behind the
 * same address as the portal server, a showroom's other desks or a proxy without TRUST_PROXY
 * locks out nobody who had been let in, and what it can still learn is only whether it typed a
 * credential in use at its own address exactly. A success does not clear the count: a client with
 * one good key must not go on guessing others. In memory is enough: a restart is nothing a
 * guesser can cause.
 */
export function createFailureLimit({ limit, windowSeconds }: FailureLimitOptions) {
  const failures = new RateLimiterMemory({ points: limit, duration: windowSeconds });
  /** Digest of client and credential → until when (epoch ms) it stays proved. */
  const proved = new Map<string, number>();
  const provedKey = (address: string, credential: string) =>
    hash('sha256', `${clientKey(address)}\n${credential}`, 'base64url');

  function isProved(address: string, credential: string | undefined): boolean {
    if (credential === undefined || credential === '') return false;
    const key = provedKey(address, credential);
    const until = proved.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    proved.delete(key);
    return false;
  }

  return {
    isProved,
    /**
     * Seconds `credential` must wait from `address` before it is checked; 0 when the client is
     * under the limit or the credential has succeeded from it before.
     */
    async check(address: string, credential: string | undefined): Promise<number> {
      const state = await failures.get(clientKey(address));
      if (state === null || state.consumedPoints < limit) return 0;
      if (isProved(address, credential)) return 0;
      return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
    },
    /** A refused credential: counted against the client, and no longer proved there. */
    async recordFailure(address: string, credential: string | undefined): Promise<void> {
      if (credential !== undefined && credential !== '') {
        proved.delete(provedKey(address, credential));
      }
      await failures.penalty(clientKey(address), 1);
    },
    /** An accepted credential: from now on it is let through this client's blocks. */
    recordSuccess(address: string, credential: string): void {
      const key = provedKey(address, credential);
      proved.delete(key);
      proved.set(key, Date.now() + PROVED_FOR_MS);
      if (proved.size > MAX_PROVED) {
        const oldest = proved.keys().next();
        if (oldest.done !== true) proved.delete(oldest.value);
      }
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
