import { openDatabase, type Database, type OpenDatabaseOptions } from './database';
import { migratePortalSchema } from './portal-schema';
import { serviceMigrations } from './service/migrations';

/**
 * The system's one database with its schema up to date: the embedded financing service's tables
 * (unless a bank's own service is configured) and the portal's own schema beside them.
 */
export async function openSystemDatabase(
  options: Omit<OpenDatabaseOptions, 'migrations'>,
  { embeddedService }: { embeddedService: boolean },
): Promise<Database> {
  const database = await openDatabase({
    ...options,
    migrations: embeddedService ? serviceMigrations : [],
  });
  try {
    await migratePortalSchema(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
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
