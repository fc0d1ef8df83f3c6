import {
  openDatabase,
  withMigrationLock,
  type Database,
  type OpenDatabaseOptions,
} from './database';
import { migratePortalSchema, PORTAL_SCHEMA, portalMigrations } from './portal-schema';
import { serviceMigrations } from './service/migrations';

export interface SystemDatabaseOptions {
  embeddedService: boolean;
  /** The portal's schema; tests name their own. */
  portalSchema?: string;
  /** Told what an operator should look at (a repair that left something behind). */
  warn?: (message: string) => void;
}

/**
 * The system's one database with its schema up to date: the embedded financing service's tables
 * (unless a bank's own service is configured) and the portal's own schema beside them. The
 * portal's schema is never on the service's search path, whatever the role is called.
 */
export async function openSystemDatabase(
  options: Omit<OpenDatabaseOptions, 'migrations' | 'otherSchemas'>,
  { embeddedService, portalSchema = PORTAL_SCHEMA, warn = () => undefined }: SystemDatabaseOptions,
): Promise<Database> {
  const database = await openDatabase({
    ...options,
    otherSchemas: [portalSchema],
    migrations: embeddedService ? serviceMigrations : [],
  });
  try {
    if (embeddedService) await undoMisplacedServiceMigrations(database, portalSchema, warn);
    await migratePortalSchema(database, portalSchema);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * Before the search path was pinned, a role named like the portal's schema (`portal`, as in
 * .env.example) found that schema first: every start after the first ran the service's
 * migrations again against the portal's record of migrations, and failed at migration 5, after
 * 3 and 4 had made their tables there and been recorded as the portal's. Those records are
 * taken out, so that the portal's own migrations of the same versions run, and their tables
 * with them, unless something was written to one: that one stays, and is named.
 */
async function undoMisplacedServiceMigrations(
  database: Database,
  schema: string,
  warn: (message: string) => void,
): Promise<void> {
  const exists = async (tx: Database, table: string) =>
    (await tx.query<{ oid: string | null }>('SELECT to_regclass($1)::text AS oid', [table])).rows[0]
      ?.oid != null;
  if (!(await exists(database, `${schema}.schema_migrations`))) return;
  const own = new Map(portalMigrations(schema).map(({ version, name }) => [version, name]));
  await withMigrationLock(database, async (tx) => {
    const { rows } = await tx.query<{ version: number; name: string }>(
      `SELECT version, name FROM ${schema}.schema_migrations`,
    );
    const misplaced = serviceMigrations.filter(
      ({ version, name }) =>
        own.get(version) !== name &&
        rows.some((row) => row.version === version && row.name === name),
    );
    for (const migration of misplaced) {
      for (const [, table] of migration.sql.matchAll(/CREATE TABLE (\w+)/g)) {
        const qualified = `${schema}.${String(table)}`;
        if (!(await exists(tx, qualified))) continue;
        const { rows: written } = await tx.query(`SELECT 1 FROM ${qualified} LIMIT 1`);
        if (written.length === 0) await tx.query(`DROP TABLE ${qualified}`);
        else {
          warn(
            `${qualified} was made by mistake by the service's migration ${migration.version} and has rows: the service's own table is ${String(table)} in its schema (docs/operations.md, PostgreSQL: schemas and roles)`,
          );
        }
      }
      await tx.query(`DELETE FROM ${schema}.schema_migrations WHERE version = $1 AND name = $2`, [
        migration.version,
        migration.name,
      ]);
    }
  });
}

/**
 * `npm run build` writes with this the cluster every new data folder starts as a copy of
 * (scripts/build.js): initialised and migrated, so that a first start does neither. The embedded
 * system's schema: a portal against a bank's own service leaves the service's tables empty.
 */
export async function prepareBuiltCluster(dataDir: string): Promise<void> {
  const database = await openSystemDatabase({ dataDir }, { embeddedService: true });
  await database.close();
}
