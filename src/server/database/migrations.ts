import { assertSchemaName, type Database, type ScriptDatabase } from './database';

/** One schema change: applied once, in order of `version`, in its own transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

// Any fixed number: serialises migration runs of several processes on one PostgreSQL server.
const MIGRATION_LOCK_ID = 4_711_001;

/**
 * Applies the migrations not yet recorded in `schema_migrations`; returns the versions applied.
 * With `schema`, the migrations belong to that schema (created if missing) and are recorded in
 * its own `schema_migrations`: another part's tables in the same database.
 */
export async function runMigrations(
  database: ScriptDatabase,
  migrations: readonly Migration[],
  { schema }: { schema?: string } = {},
): Promise<number[]> {
  assertOrdered(migrations);
  if (schema !== undefined) assertSchemaName(schema);
  const table = schema === undefined ? 'schema_migrations' : `${schema}.schema_migrations`;
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    if (schema !== undefined) await tx.execScript(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.execScript(`
      CREATE TABLE IF NOT EXISTS ${table} (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });

  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const { rows } = await tx.query<{ version: number }>(
        `SELECT version FROM ${table} WHERE version = $1`,
        [migration.version],
      );
      if (rows.length > 0) return false;
      await tx.execScript(migration.sql);
      await tx.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/** Runs `work` in one transaction under the lock of migration runs: a repair of a schema. */
export function withMigrationLock<T>(
  database: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    return work(tx);
  });
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    const previous = migrations[index - 1];
    if (previous !== undefined && previous.version >= migration.version) {
      throw new Error(`Migration ${migration.version} is out of order`);
    }
  });
}
