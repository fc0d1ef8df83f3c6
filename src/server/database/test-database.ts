import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from './index';
import type { Migration } from './migrations';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { openPostgresDatabase } from './postgres-database';

/** Set to a postgres:// URL to run the database tests against a real PostgreSQL server. */
export const TEST_DATABASE_URL_VARIABLE = 'TEST_DATABASE_URL';

export interface TestDatabase {
  database: Database;
  /** 'pglite' or 'postgres', for test names. */
  kind: 'pglite' | 'postgres';
  /** A name for the portal's own schema, as isolated as the database (dropped with it). */
  portalSchema: string;
  /** Opens the same data again (after closing `database`): PGlite's directory or the schema. */
  reopen(): Promise<Database>;
  /** Closes `database` and removes everything the test created. */
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** The schema the test needs, e.g. the financing service's migrations. */
  migrations: readonly Migration[];
  /** PGlite in a temporary directory instead of in memory, so it can be reopened. */
  persistent?: boolean;
}

/**
 * An isolated database migrated with `migrations` for one test file: PGlite in memory (or, with
 * `persistent`, in a temporary directory), or with TEST_DATABASE_URL a fresh schema on that
 * server, dropped after.
 */
export async function openTestDatabase({
  migrations,
  persistent = false,
}: TestDatabaseOptions): Promise<TestDatabase> {
  const url = process.env[TEST_DATABASE_URL_VARIABLE];
  if (url !== undefined && url !== '') {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase({ url, schema, migrations });
    const portalSchema = `${schema}_portal`;
    return {
      database,
      kind: 'postgres',
      portalSchema,
      reopen: () => openDatabase({ url, schema, migrations }),
      async drop() {
        await database.close();
        const admin = await openPostgresDatabase({ url, maxConnections: 1 });
        try {
          await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
          await admin.query(`DROP SCHEMA IF EXISTS ${portalSchema} CASCADE`);
        } finally {
          await admin.close();
        }
      },
    };
  }

  // PGlite starts from the migrated snapshot rather than running every migration again.
  const openPglite = async (where: { dataDir: string } | { memory: true }) =>
    openDatabase({
      ...where,
      migrations,
      pgliteSnapshot: await migratedPgliteSnapshot(migrations),
    });

  if (persistent) {
    const dataDir = await mkdtemp(join(tmpdir(), 'financing-test-'));
    const database = await openPglite({ dataDir });
    return {
      database,
      kind: 'pglite',
      portalSchema: 'portal',
      reopen: () => openDatabase({ dataDir, migrations }),
      async drop() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const database = await openPglite({ memory: true });
  return {
    database,
    kind: 'pglite',
    portalSchema: 'portal',
    reopen: () => Promise.reject(new Error('An in-memory database cannot be reopened')),
    drop: () => database.close(),
  };
}
