import type { Database } from '../database';
import { assertSchemaName } from '../database';

/** How failed sign-ins are slowed, then stopped (SIGN_IN_* in the configuration). */
export interface SignInThrottleLimits {
  /** Failures within the window that cost nothing. */
  freeFailures: number;
  /** Failures within the window that lock sign-in for `lockSeconds`. */
  lockFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/**
 * A client address may fail this many times more than one user name: a showroom's computers
 * share one address, and one address guessing many users is still stopped.
 */
const ADDRESS_FACTOR = 4;
/** The growing wait between the free failures and the lock never exceeds a minute. */
const MAX_WAIT_SECONDS = 60;

export interface SignInAttempt {
  username: string;
  address: string;
}

export interface SignInThrottle {
  /**
   * Until when this attempt must wait (undefined when it may be checked now), and whether its
   * user name has failures on record (only then does a success need to clear them).
   */
  check(
    attempt: SignInAttempt,
    now: Date,
  ): Promise<{ blockedUntil: Date | undefined; userFailed: boolean }>;
  /** Counts a failure for the user name and the address; returns until when they must wait. */
  recordFailure(attempt: SignInAttempt, now: Date): Promise<Date | undefined>;
  /** A success clears the user name's count (not the address's: one known password must not
   * let an address go on guessing others). */
  recordSuccess(attempt: SignInAttempt): Promise<void>;
}

const subjectsOf = ({ username, address }: SignInAttempt) => ({
  user: `user:${username.trim().toLowerCase()}`,
  address: `address:${address}`,
});

/** The wait after `failures` failures within the window, in seconds; 0 while free. */
export function waitAfter(failures: number, limits: SignInThrottleLimits, factor = 1): number {
  if (failures >= limits.lockFailures * factor) return limits.lockSeconds;
  const beyondFree = failures - limits.freeFailures * factor;
  if (beyondFree <= 0) return 0;
  return Math.min(2 ** (beyondFree - 1), MAX_WAIT_SECONDS, limits.lockSeconds);
}

/**
 * Failed sign-ins counted in the portal's schema, so a restart forgives nothing and several
 * instances on one PostgreSQL count together. User names are counted whether they exist or not:
 * an unknown user and a wrong password are throttled alike.
 */
export function createSignInThrottle(
  database: Database,
  schema: string,
  limits: SignInThrottleLimits,
): SignInThrottle {
  assertSchemaName(schema);
  const table = `${schema}.sign_in_failure`;

  async function countFailure(
    subject: string,
    now: Date,
    factor: number,
  ): Promise<Date | undefined> {
    return database.transaction(async (tx) => {
      const { rows } = await tx.query<{ failures: number }>(
        `INSERT INTO ${table} AS f (subject, failures, window_started_at) VALUES ($1, 1, $2)
         ON CONFLICT (subject) DO UPDATE SET
           failures = CASE WHEN f.window_started_at > $2::timestamptz - make_interval(secs => $3)
             THEN f.failures + 1 ELSE 1 END,
           window_started_at = CASE
             WHEN f.window_started_at > $2::timestamptz - make_interval(secs => $3)
             THEN f.window_started_at ELSE $2 END
         RETURNING failures`,
        [subject, now.toISOString(), limits.windowSeconds],
      );
      const wait = waitAfter(rows[0]?.failures ?? 1, limits, factor);
      const until = wait === 0 ? undefined : new Date(now.getTime() + wait * 1000);
      await tx.query(`UPDATE ${table} SET blocked_until = $2 WHERE subject = $1`, [
        subject,
        until?.toISOString() ?? null,
      ]);
      return until;
    });
  }

  return {
    async check(attempt, now) {
      const { user, address } = subjectsOf(attempt);
      // One query on the normal sign-in's path, so guarding it costs next to nothing.
      const { rows } = await database.query<{
        until: Date | string | null;
        user_failed: boolean | null;
      }>(
        `SELECT max(blocked_until) FILTER (WHERE blocked_until > $2) AS until,
           bool_or(subject = $3) AS user_failed
         FROM ${table} WHERE subject = ANY($1::text[])`,
        [[user, address], now.toISOString(), user],
      );
      const until = rows[0]?.until;
      return {
        blockedUntil: until === null || until === undefined ? undefined : new Date(until),
        userFailed: rows[0]?.user_failed === true,
      };
    },
    async recordFailure(attempt, now) {
      const { user, address } = subjectsOf(attempt);
      // Rows whose window and wait are both over count for nothing: they go, so the table stays
      // as small as the guessing of the last window.
      await database.query(
        `DELETE FROM ${table} WHERE window_started_at <= $1::timestamptz - make_interval(secs => $2)
           AND (blocked_until IS NULL OR blocked_until <= $1)`,
        [now.toISOString(), limits.windowSeconds],
      );
      const waits = [
        await countFailure(user, now, 1),
        await countFailure(address, now, ADDRESS_FACTOR),
      ].filter((until): until is Date => until !== undefined);
      return waits.length === 0
        ? undefined
        : new Date(Math.max(...waits.map((until) => until.getTime())));
    },
    async recordSuccess(attempt) {
      await database.query(`DELETE FROM ${table} WHERE subject = $1`, [subjectsOf(attempt).user]);
    },
  };
}
