import type { Client, PoolClient } from 'pg';
import {
  assertChannelName,
  type Database,
  type ScriptDatabase,
  type ScriptTransaction,
} from './database';

export interface PostgresOptions {
  url: string;
  /** Schema to work in (first on the search path); tests use one schema per file. */
  schema?: string;
  maxConnections?: number;
}

/** A PostgreSQL server through a node-postgres pool; a transaction holds one pooled client. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<ScriptDatabase> {
  // Loaded here, not at start: the embedded system (PGlite) never needs it.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
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
