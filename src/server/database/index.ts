import { assertSchemaName, type Database, type ScriptDatabase } from './database';
import { runMigrations, type Migration } from './migrations';
import type { DiskSpaceGuardOptions } from './disk-space';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { refusingWith, type StorageUnavailableError } from './storage-errors';

export type { ChannelWatch, Database } from './database';
export {
  assertSchemaName,
  containsPattern,
  sqlStateOf,
  UNIQUE_VIOLATION,
  watchChannel,
} from './database';
export { startFromBuiltCluster } from './pglite-snapshot';
export type { Migration } from './migrations';
export { withMigrationLock } from './migrations';
export { measureDiskSpace, megabytes, type DiskSpace, type MeasureDiskSpace } from './disk-space';
export { DataFolderError, StorageUnavailableError, type StorageProblem } from './storage-errors';

export const DEFAULT_DATA_DIR = '.data/pglite';

export interface OpenDatabaseOptions {
  /** `postgres://…` or `postgresql://…`: a PostgreSQL server; otherwise embedded PGlite. */
  url?: string;
  /** PGlite data directory, kept across restarts; default `.data/pglite`. */
  dataDir?: string;
  /** PGlite in memory only (tests, benchmarks). */
  memory?: boolean;
  /** With `url`: the schema to work in, created if missing (one per test file). */
  schema?: string;
  /** With `url`: other parts' schemas, never on the search path (see `PostgresOptions`). */
  otherSchemas?: readonly string[];
  /** Migrations to run at open: the owner of the schema (the financing service) passes its own. */
  migrations: readonly Migration[];
  /**
   * PGlite in memory or in a new, empty `dataDir`: start from this dump (`migratedPgliteSnapshot`)
   * instead of running initdb.
   */
  pgliteSnapshot?: Blob;
  /** A full or unusable disk (docs/operations.md, A full or unusable data folder). */
  storage?: StorageOptions;
}

export interface StorageOptions {
  /** PGlite in `dataDir`: the free space kept there; a write that would take it is refused. */
  guard?: Omit<DiskSpaceGuardOptions, 'directory' | 'reclaim'>;
  /**
   * What a refused write, or a database that cannot work now, is thrown as (the app: a 503
   * problem): a full disk, a stopped PGlite, a PostgreSQL server's 53100 disk_full and the like.
   */
  refuse?: (error: StorageUnavailableError) => Error;
}

/** Opens the database named by the options and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = await connect(options);
  try {
    await runMigrations(database, options.migrations);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function connect(options: OpenDatabaseOptions): Promise<ScriptDatabase> {
  const refuse = options.storage?.refuse;
  const database = await connectDriver(options);
  return refuse === undefined ? database : refusingWith(database, refuse);
}

async function connectDriver(options: OpenDatabaseOptions): Promise<ScriptDatabase> {
  if (options.url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(options.url)) {
      throw new Error('The database URL must start with postgres:// or postgresql://');
    }
    if (options.schema !== undefined) {
      assertSchemaName(options.schema);
      const admin = await openPostgresDatabase({ url: options.url, maxConnections: 1 });
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`);
      } finally {
        await admin.close();
      }
      return openPostgresDatabase({ url: options.url, schema: options.schema });
    }
    return openPostgresDatabase({
      url: options.url,
      ...(options.otherSchemas === undefined ? {} : { otherSchemas: options.otherSchemas }),
    });
  }
  return openPgliteDatabase(
    options.memory === true ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR),
    {
      ...(options.pgliteSnapshot === undefined ? {} : { snapshot: options.pgliteSnapshot }),
      ...(options.storage?.guard === undefined ? {} : { storage: options.storage.guard }),
    },
  );
}

/**
 * Brings the schema of another part (the portal server's) up to date in a database the
 * financing service opened: its own tables and its own record of migrations, one connection.
 */
export function migrateSchema(
  database: Database,
  schema: string,
  migrations: readonly Migration[],
): Promise<number[]> {
  // Every Database openDatabase returns runs scripts too.
  return runMigrations(database as ScriptDatabase, migrations, { schema });
}
