import type { Client, PoolClient } from 'pg';
import {
  assertChannelName,
  type Database,
  type ScriptDatabase,
  type ScriptTransaction,
} from './database';

export interface PostgresOptions {
  url: string;
  /** Schema to work in (the whole search path); tests use one schema per file. */
  schema?: string;
  /**
   * Schemas of other parts (the portal's), kept off the search path whatever the role is called:
   * a role named like one would otherwise find that schema first through `"$user"`.
   */
  otherSchemas?: readonly string[];
  maxConnections?: number;
}

/** A PostgreSQL server through a node-postgres pool; a transaction holds one pooled client. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<ScriptDatabase> {
  // Loaded here, not at start: the embedded system (PGlite) never needs it.
  const { default: pg } = await import('pg');
  const searchPath =
    options.schema === undefined
      ? await defaultSearchPath(pg, options.url, options.otherSchemas ?? [])
      : [options.schema];
  // Every connection of the pool gets the same path, fixed now: what a table's name means
  // cannot change while the system runs, nor from one start to the next.
  const pool = new pg.Pool({
    ...withSearchPath(options.url, searchPath),
    max: options.maxConnections ?? 10,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Fail at start, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  let closed = false;
  const listeners: Client[] = [];

  const database: ScriptDatabase = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async transaction<T>(work: (tx: ScriptTransaction) => Promise<T>) {
      const client = await pool.connect();
      let release: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(transactionHandle(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A client that cannot roll back is broken: destroy it instead of returning it.
          release = rollbackError instanceof Error ? rollbackError : new Error('Rollback failed');
        }
        throw error;
      } finally {
        client.release(release);
      }
    },
    // A connection of its own, outside the pool: LISTEN lasts as long as its session.
    async listen(channel: string, onNotification: (payload: string) => void, onLost: () => void) {
      assertChannelName(channel);
      const client = new pg.Client({ connectionString: options.url });
      client.on('notification', ({ payload }) => {
        onNotification(payload ?? '');
      });
      client.on('error', onLost);
      client.on('end', onLost);
      await client.connect();
      listeners.push(client);
      await client.query(`LISTEN ${channel}`);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const listener of listeners) {
        listener.removeAllListeners('end');
        await listener.end();
      }
      await pool.end();
    },
  };
  return database;
}

type Pg = typeof import('pg').default;

/**
 * The schemas the role's own search path (`"$user", public` unless the URL, the role or the
 * database sets another) finds now, without the other parts' schemas; `public` when none is left.
 */
async function defaultSearchPath(
  pg: Pg,
  url: string,
  otherSchemas: readonly string[],
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  // An error of the connection between queries surfaces at the next query instead.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>(
      `SELECT schema FROM unnest(current_schemas(false)) WITH ORDINALITY AS path(schema, position)
        ORDER BY position`,
    );
    const path = rows
      .map(({ schema }) => schema)
      .filter((schema) => !otherSchemas.includes(schema));
    return path.length === 0 ? ['public'] : path;
  } finally {
    await client.end();
  }
}

/**
 * The pool's connection settings with `search_path` pinned to `schemas`. Options in the URL
 * (`?options=…`) replace those of the settings, so ours are appended to them there.
 */
function withSearchPath(
  url: string,
  schemas: readonly string[],
): { connectionString: string; options?: string } {
  // Quoted unless plain; spaces and backslashes escaped, as the server splits options.
  const path = schemas
    .map((schema) =>
      /^[a-z_][a-z0-9_]*$/.test(schema) ? schema : `"${schema.replaceAll('"', '""')}"`,
    )
    .map((schema) => schema.replace(/[\\ ]/g, '\\$&'))
    .join(',');
  const setting = `-c search_path=${path}`;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Only node-postgres reads it (a socket path without a host); options in it would win.
  }
  const given = parsed?.searchParams.get('options');
  if (parsed === undefined || given === null || given === undefined) {
    return { connectionString: url, options: setting };
  }
  parsed.searchParams.set('options', `${given} ${setting}`);
  return { connectionString: parsed.toString() };
}

function transactionHandle(client: PoolClient): ScriptTransaction {
  const handle: ScriptTransaction = {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see Database
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    transaction: <T>(work: (inner: Database) => Promise<T>) => work(handle),
    async execScript(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which allows several statements.
      await client.query(sql);
    },
    close: () => Promise.reject(new Error('Close the database, not a transaction')),
  };
  return handle;
}
