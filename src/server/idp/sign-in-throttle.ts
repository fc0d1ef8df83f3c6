import type { Database } from '../database';
import { assertSchemaName } from '../database';
import { clientKey } from '../http';

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
/** How long a user name stays known at an address after it last signed in there. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Known pairs kept at most; the least recently used goes first. Made only by sign-ins. */
const MAX_KNOWN = 10_000;

export interface SignInAttempt {
  username: string;
  address: string;
}

export interface SignInThrottle {
  /**
   * Until when this attempt must wait (undefined when it may be checked now), and whether the
   * user name has failures on record that count for it (only then does a success need to clear
   * them).
   */
  check(
    attempt: SignInAttempt,
    now: Date,
  ): Promise<{ blockedUntil: Date | undefined; userFailed: boolean }>;
  /** Counts a failure for the user name (or the known pair) and the address; returns until
   * when they must wait. */
  recordFailure(attempt: SignInAttempt, now: Date): Promise<Date | undefined>;
  /** A success makes the user name known at the address and, when `userFailed`, clears its count
   * (not the address's: one known password must not let an address go on guessing others). */
  recordSuccess(attempt: SignInAttempt, userFailed: boolean): Promise<void>;
}

/**
 * What failures are counted against. A client counts by its address (an IPv6 address's /64);
 * `pair` is one user name at one client address.
 */
function subjectsOf({ username, address }: SignInAttempt) {
  const name = username.trim().toLowerCase();
  const client = clientKey(address);
  return { user: `user:${name}`, address: `address:${client}`, pair: `pair:${client} ${name}` };
}

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
 *
 * A user name that has signed in from an address is known there (in memory, for 30 days since
 * it last did; the OWASP "device cookie" idea with the address as the device). From there it is
 * counted as that pair alone: failures for other user names from the same address (a showroom,
 * a proxy) do not stop it, nor failures for the same user name from elsewhere. Everyone else is
 * counted by user name and by address, so one address trying many user names is still stopped.
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

  const known = new Map<string, number>();
  const isKnown = (pair: string): boolean => {
    const until = known.get(pair);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    known.delete(pair);
    return false;
  };
  /** The subjects whose waits hold this attempt, and the one whose failures a success clears. */
  const countedFor = (attempt: SignInAttempt) => {
    const { user, address, pair } = subjectsOf(attempt);
    return isKnown(pair)
      ? { known: true, waitsOn: [pair], own: pair, address }
      : { known: false, waitsOn: [user, address], own: user, address };
  };

  return {
    async check(attempt, now) {
      const { waitsOn, own } = countedFor(attempt);
      // One query on the normal sign-in's path, so guarding it costs next to nothing.
      const { rows } = await database.query<{
        until: Date | string | null;
        user_failed: boolean | null;
      }>(
        `SELECT max(blocked_until) FILTER (WHERE blocked_until > $2) AS until,
           bool_or(subject = $3) AS user_failed
         FROM ${table} WHERE subject = ANY($1::text[])`,
        [waitsOn, now.toISOString(), own],
      );
      const until = rows[0]?.until;
      return {
        blockedUntil: until === null || until === undefined ? undefined : new Date(until),
        userFailed: rows[0]?.user_failed === true,
      };
    },
    async recordFailure(attempt, now) {
      const { known: isKnownPair, own, address } = countedFor(attempt);
      // Rows whose window and wait are both over count for nothing: they go, so the table stays
      // as small as the guessing of the last window.
      await database.query(
        `DELETE FROM ${table} WHERE window_started_at <= $1::timestamptz - make_interval(secs => $2)
           AND (blocked_until IS NULL OR blocked_until <= $1)`,
        [now.toISOString(), limits.windowSeconds],
      );
      const ownWait = await countFailure(own, now, 1);
      const addressWait = await countFailure(address, now, ADDRESS_FACTOR);
      // A known pair does not wait for its address.
      const waits = [ownWait, isKnownPair ? undefined : addressWait].filter(
        (until): until is Date => until !== undefined,
      );
      return waits.length === 0
        ? undefined
        : new Date(Math.max(...waits.map((until) => until.getTime())));
    },
    async recordSuccess(attempt, userFailed) {
      const { user, pair } = subjectsOf(attempt);
      known.delete(pair);
      known.set(pair, Date.now() + KNOWN_FOR_MS);
      if (known.size > MAX_KNOWN) {
        const oldest = known.keys().next();
        if (oldest.done !== true) known.delete(oldest.value);
      }
      if (userFailed) {
        await database.query(`DELETE FROM ${table} WHERE subject = ANY($1::text[])`, [
          [user, pair],
        ]);
      }
    },
  };
}
