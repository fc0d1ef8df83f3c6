import { z } from 'zod';
import { assertSchemaName, watchChannel, type Database } from '../../database';
import { CLOCK_SKEW_SECONDS, MAX_TOKEN_LIFETIME_SECONDS } from '../../http/bearer';
import type { TokenSession } from '../portal-user';

/**
 * What a back-channel logout ended: one session at the provider (`sid`), or, when the logout
 * names only the user (`sub`), every session of theirs whose tokens were issued until then.
 */
export interface SessionEnd {
  kind: 'session' | 'user';
  /** The `sid`, or the `sub`. */
  id: string;
  /** The logout token's `iat`, epoch seconds. */
  endedAt: number;
}

/** A kept end: after `expiresAtMs` no token it could end is still valid anyway. */
interface KeptEnd extends SessionEnd {
  expiresAtMs: number;
}

export type TokenSessionKey = Pick<TokenSession, 'sessionId' | 'subject' | 'issuedAt'>;

/**
 * The sessions ended by back-channel logout, in the portal's schema so that every instance knows
 * them, and in memory so that checking a request's token costs no query.
 */
export interface EndedSessions {
  /** Whether the token's session has been ended. */
  isEnded(session: TokenSessionKey): boolean;
  /** Calls `onEnd` once, when the token's session ends (a logout at any instance); unsubscribes. */
  whenEnded(session: TokenSessionKey, onEnd: () => void): () => void;
  /** Records an end: this instance refuses the session's tokens at once, the others on NOTIFY. */
  end(end: SessionEnd): Promise<void>;
  /** Stops polling; the database stays open. */
  close(): void;
}

export interface EndedSessionsOptions {
  /** The portal's schema, where `ended_session` is (migration 3). */
  schema: string;
  /** Without LISTEN (or once it is lost), the table is read this often. */
  pollMs?: number;
  now?: () => number;
}

/** An ended session is kept while a token issued before its end can still be valid. */
const KEPT_MS = (MAX_TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) * 1000;

const KeptEndSchema = z.object({
  kind: z.enum(['session', 'user']),
  id: z.string().min(1),
  endedAt: z.number(),
  expiresAtMs: z.number(),
});

const matches = (end: SessionEnd, session: TokenSessionKey): boolean =>
  end.kind === 'session'
    ? session.sessionId === end.id
    : session.subject === end.id && session.issuedAt <= end.endedAt;

/**
 * Opens the ended sessions of `schema`: listens for the ends other instances record, then reads
 * those already recorded (so none falls between). A NOTIFY reaches every instance milliseconds
 * after the commit (PGlite: with it); where the database cannot listen, or listening is lost, the
 * table is read every `pollMs` instead.
 */
export async function openEndedSessions(
  database: Database,
  { schema, pollMs = 1000, now = Date.now }: EndedSessionsOptions,
): Promise<EndedSessions> {
  assertSchemaName(schema);
  const table = `${schema}.ended_session`;
  const channel = `${schema}_session_ended`;
  const kept = { session: new Map<string, KeptEnd>(), user: new Map<string, KeptEnd>() };
  const watchers = new Set<{ session: TokenSessionKey; onEnd: () => void }>();
  let poll: NodeJS.Timeout | undefined;
  let closed = false;

  /** Keeps an end; tells the streams it ends when it is news. */
  function keep(end: KeptEnd): void {
    const time = now();
    if (end.expiresAtMs <= time) return;
    const known = kept[end.kind].get(end.id);
    if (known !== undefined && known.expiresAtMs > time && known.endedAt >= end.endedAt) return;
    kept[end.kind].set(end.id, end);
    for (const map of Object.values(kept)) {
      for (const [id, entry] of map) if (entry.expiresAtMs <= time) map.delete(id);
    }
    for (const watcher of watchers) {
      if (!matches(end, watcher.session)) continue;
      watchers.delete(watcher);
      watcher.onEnd();
    }
  }

  async function readAll(): Promise<void> {
    const { rows } = await database.query<{
      kind: 'session' | 'user';
      id: string;
      ended_at: number;
      expires_at_ms: number;
    }>(
      `SELECT kind, id, extract(epoch FROM ended_at)::float8 AS ended_at,
              (extract(epoch FROM expires_at) * 1000)::float8 AS expires_at_ms
         FROM ${table} WHERE expires_at > to_timestamp($1::float8 / 1000)`,
      [now()],
    );
    for (const row of rows) {
      keep({ kind: row.kind, id: row.id, endedAt: row.ended_at, expiresAtMs: row.expires_at_ms });
    }
  }

  const startPolling = () => {
    if (poll !== undefined || closed) return;
    poll = setInterval(() => {
      readAll().catch(() => undefined); // the next poll tries again
    }, pollMs);
    poll.unref();
  };

  const watch = watchChannel(
    database,
    channel,
    (payload) => {
      try {
        const end = KeptEndSchema.safeParse(JSON.parse(payload));
        if (end.success) keep(end.data);
      } catch {
        // not ours to read: ignored
      }
    },
    startPolling,
  );
  if (!(await watch.listening)) startPolling();
  await readAll();

  const find = (session: TokenSessionKey): KeptEnd | undefined => {
    const bySession =
      session.sessionId === undefined ? undefined : kept.session.get(session.sessionId);
    if (bySession !== undefined && matches(bySession, session)) return bySession;
    const byUser = kept.user.get(session.subject);
    return byUser !== undefined && matches(byUser, session) ? byUser : undefined;
  };

  return {
    isEnded(session) {
      const end = find(session);
      return end !== undefined && end.expiresAtMs > now();
    },

    whenEnded(session, onEnd) {
      const watcher = { session, onEnd };
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },

    async end({ kind, id, endedAt }) {
      const end: KeptEnd = {
        kind,
        id,
        endedAt,
        expiresAtMs: Math.max(now(), endedAt * 1000) + KEPT_MS,
      };
      keep(end);
      await database.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO ${table} (kind, id, ended_at, expires_at)
           VALUES ($1, $2, to_timestamp($3::float8), to_timestamp($4::float8 / 1000))
           ON CONFLICT (kind, id) DO UPDATE SET
             ended_at = GREATEST(${table}.ended_at, EXCLUDED.ended_at),
             expires_at = GREATEST(${table}.expires_at, EXCLUDED.expires_at)`,
          [kind, id, endedAt, end.expiresAtMs],
        );
        // Ends are few (one per sign-out): the expired ones go with each new one.
        await tx.query(`DELETE FROM ${table} WHERE expires_at <= to_timestamp($1::float8 / 1000)`, [
          now(),
        ]);
        await tx.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(end)]);
      });
    },

    close() {
      closed = true;
      clearInterval(poll);
      watchers.clear();
    },
  };
}
