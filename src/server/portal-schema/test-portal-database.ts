import { openTestDatabase, type TestDatabase } from '../database/test-database';
import { migratePortalSchema } from '.';

/** A test database (`openTestDatabase`, no service tables) with the portal's schema migrated. */
export async function openPortalTestDatabase(): Promise<TestDatabase> {
  const testDatabase = await openTestDatabase({ migrations: [] });
  await migratePortalSchema(testDatabase.database, testDatabase.portalSchema);
  return testDatabase;
}
