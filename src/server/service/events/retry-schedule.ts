/**
 * When a failed delivery is tried again: after each failed attempt, the next delay in this list,
 * give or take a tenth at random (jitter, so receivers coming back are not hit all at once).
 * Nine attempts over at least 28 hours; after the last the delivery is marked failed.
 */
export const RETRY_DELAYS_SECONDS = [
  5,
  60,
  5 * 60,
  30 * 60,
  2 * 60 * 60,
  5 * 60 * 60,
  10 * 60 * 60,
  14 * 60 * 60,
] as const;

export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

const JITTER = 0.1;

/**
 * The delay in milliseconds before attempt `attemptsMade + 1`, or undefined when `attemptsMade`
 * attempts are all there are. `random` is in [0, 1).
 */
export function retryDelayMs(attemptsMade: number, random: () => number): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attemptsMade - 1];
  if (base === undefined) return undefined;
  return Math.round(base * 1000 * (1 - JITTER + 2 * JITTER * random()));
}
