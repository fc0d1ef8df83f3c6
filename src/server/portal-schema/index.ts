import { assertSchemaName, migrateSchema, type Database, type Migration } from '../database';

/**
 * The portal's own schema in the financing service's database (embedded PGlite or
 * DATABASE_URL): what belongs to the portal and not to the bank. Its tables are always named
 * with the schema, so the service's search path never reaches them.
 */
export const PORTAL_SCHEMA = 'portal';

/** Every migration of the portal's schema, oldest first. Never edit one that has shipped. */
export function portalMigrations(schema: string): Migration[] {
  assertSchemaName(schema);
  return [
    {
      version: 1,
      name: 'sign-in failures',
      // One row per user name or client address that failed to sign in: how many times in the
      // current window, and until when it must wait. A success deletes the user's row.
      sql: `
        CREATE TABLE ${schema}.sign_in_failure (
          subject text PRIMARY KEY,
          failures integer NOT NULL CHECK (failures > 0),
          window_started_at timestamptz NOT NULL,
          blocked_until timestamptz
        )`,
    },
  ];
}

export async function migratePortalSchema(
  database: Database,
  schema: string = PORTAL_SCHEMA,
): Promise<void> {
  await migrateSchema(database, schema, portalMigrations(schema));
}
