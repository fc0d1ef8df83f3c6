import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateSchema, openDatabase, type Database } from './index';
import type { Migration } from './migrations';
import { TEST_DATABASE_URL_VARIABLE } from './test-database';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database';

/**
 * The service's migrations, as far as the fault needs them: a later one alters a table an
 * earlier one made, so running them twice fails (42701), as migration 5 did.
 */
const serviceMigrations: readonly Migration[] = [
  { version: 1, name: 'history', sql: 'CREATE TABLE history (id integer PRIMARY KEY)' },
  { version: 2, name: 'price list', sql: 'CREATE TABLE price (id integer PRIMARY KEY)' },
  { version: 3, name: 'actor', sql: 'ALTER TABLE history ADD COLUMN actor text' },
];

/** Another part's schema beside them, named as the role is (the portal's, role `portal`). */
const partMigrations = (schema: string): Migration[] => [
  { version: 1, name: 'part rows', sql: `CREATE TABLE ${schema}.part_row (id integer)` },
  { version: 2, name: 'part index', sql: `CREATE INDEX part_row_id ON ${schema}.part_row (id)` },
];

/** One start of an instance: opens the database and brings both schemas up to date. */
async function start(url: string, part: string): Promise<Database> {
  const database = await openDatabase({ url, otherSchemas: [part], migrations: serviceMigrations });
  await migrateSchema(database, part, partMigrations(part));
  return database;
}

async function startAndClose(url: string, part: string): Promise<void> {
  const database = await start(url, part);
  await database.close();
}

const adminUrl = process.env[TEST_DATABASE_URL_VARIABLE];

describe.runIf(adminUrl)('PostgreSQL: a role named like another part’s schema', () => {
  let throwaway: ThrowawayDatabase;
  beforeAll(async () => {
    throwaway = await createThrowawayDatabase(adminUrl ?? '');
  });
  afterAll(async () => {
    await throwaway.drop();
  });

  it('starts two instances at once, then three times more, applying each migration once', async () => {
    const { url, role } = throwaway;
    await Promise.all([startAndClose(url, role), startAndClose(url, role)]);
    for (let count = 0; count < 3; count += 1) await startAndClose(url, role);
    await Promise.all([startAndClose(url, role), startAndClose(url, role)]);

    const database = await start(url, role);
    try {
      const recorded = async (schema: string) =>
        (
          await database.query<{ version: number; name: string }>(
            `SELECT version, name FROM ${schema}.schema_migrations ORDER BY version`,
          )
        ).rows;
      const names = (migrations: readonly Migration[]) =>
        migrations.map(({ version, name }) => ({ version, name }));
      expect(await recorded('public')).toEqual(names(serviceMigrations));
      expect(await recorded(role)).toEqual(names(partMigrations(role)));
      const { rows: tables } = await database.query<{ table: string }>(
        `SELECT table_schema || '.' || table_name AS table FROM information_schema.tables
          WHERE table_schema IN ('public', $1)`,
        [role],
      );
      expect(tables.map(({ table }) => table).sort()).toEqual(
        [
          `${role}.part_row`,
          `${role}.schema_migrations`,
          'public.history',
          'public.price',
          'public.schema_migrations',
        ].sort(),
      );
      // The service's names never reach the part's schema, however the role is called.
      const { rows } = await database.query<{ path: string }>(
        "SELECT current_setting('search_path') AS path",
      );
      expect(rows[0]?.path).toBe('public');
    } finally {
      await database.close();
    }
  }, 30_000);

  it('keeps the path pinned beside other options in the URL', async () => {
    const url = new URL(throwaway.url);
    url.searchParams.set('options', '-c statement_timeout=4321');
    const database = await start(url.toString(), throwaway.role);
    try {
      const setting = async (name: string) =>
        (await database.query<{ value: string }>('SELECT current_setting($1) AS value', [name]))
          .rows[0]?.value;
      expect(await setting('statement_timeout')).toBe('4321ms');
      expect(await setting('search_path')).toBe('public');
    } finally {
      await database.close();
    }
  });
});

describe.runIf(adminUrl)('PostgreSQL: a role with a schema of its own', () => {
  it('keeps the service’s tables in it, as before the path was pinned', async () => {
    const throwaway = await createThrowawayDatabase(adminUrl ?? '');
    try {
      const { url, role } = throwaway;
      // A database administrator's habit: each application's role gets a schema of its own.
      const owner = await openDatabase({ url, migrations: [] });
      await owner.query(`CREATE SCHEMA ${role}`);
      await owner.query(`DROP TABLE schema_migrations`);
      await owner.close();
      for (let count = 0; count < 2; count += 1) await startAndClose(url, 'part');
      const database = await start(url, 'part');
      try {
        const { rows } = await database.query<{ table: string }>(
          `SELECT table_schema || '.' || table_name AS table FROM information_schema.tables
            WHERE table_name IN ('history', 'price', 'part_row')`,
        );
        expect(rows.map(({ table }) => table).sort()).toEqual(
          ['part.part_row', `${role}.history`, `${role}.price`].sort(),
        );
      } finally {
        await database.close();
      }
    } finally {
      await throwaway.drop();
    }
  }, 30_000);
});
