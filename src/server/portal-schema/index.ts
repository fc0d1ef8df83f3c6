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
    {
      version: 2,
      name: 'saved offers',
      // A salesperson's offers (null: a manager's without a salesperson). The form is kept as
      // typed in `content`, without identity numbers; the three search columns are derived from
      // it. `version` rises with every save of the content (optimistic concurrency). A deleted
      // offer stays a day for the undo, then goes.
      sql: `
        CREATE TABLE ${schema}.offer (
          offer_id uuid PRIMARY KEY,
          sales_person_id integer,
          version integer NOT NULL CHECK (version > 0),
          status text NOT NULL CHECK (status IN ('draft', 'givenToCustomer', 'application')),
          application_id integer CHECK ((status = 'application') = (application_id IS NOT NULL)),
          customer_name text NOT NULL,
          make_model text NOT NULL,
          registration_number text NOT NULL,
          content jsonb NOT NULL,
          created_at timestamptz NOT NULL,
          updated_at timestamptz NOT NULL,
          deleted_at timestamptz
        );
        CREATE INDEX offer_by_owner ON ${schema}.offer (sales_person_id, updated_at DESC)
          WHERE deleted_at IS NULL`,
    },
    {
      version: 3,
      name: 'ended sessions',
      // Sessions ended by back-channel logout: one provider session (`kind` 'session', its sid),
      // or all of a user's up to `ended_at` ('user', their sub). Kept while a token issued before
      // the end can still be valid (`expires_at`), then deleted.
      sql: `
        CREATE TABLE ${schema}.ended_session (
          kind text NOT NULL CHECK (kind IN ('session', 'user')),
          id text NOT NULL,
          ended_at timestamptz NOT NULL,
          expires_at timestamptz NOT NULL,
          PRIMARY KEY (kind, id)
        )`,
    },
    {
      version: 4,
      name: 'saved offer figures',
      // What the list of offers shows: the financed amount and the payment per term the domain
      // engine calculated when the offer was saved (kroner). Null when it did not calculate, and
      // for the offers saved before: they get figures at their next save.
      sql: `
        ALTER TABLE ${schema}.offer
          ADD COLUMN financed_amount numeric(14, 2),
          ADD COLUMN term_amount numeric(14, 2),
          ADD CONSTRAINT offer_figures_together
            CHECK ((financed_amount IS NULL) = (term_amount IS NULL))`,
    },
  ];
}

export async function migratePortalSchema(
  database: Database,
  schema: string = PORTAL_SCHEMA,
): Promise<void> {
  await migrateSchema(database, schema, portalMigrations(schema));
}
