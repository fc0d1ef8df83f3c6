import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf, UNIQUE_VIOLATION } from './database';
import { openDatabase, type Database } from './index';
import { runMigrations, type Migration } from './migrations';
import { openTestDatabase, type TestDatabase } from './test-database';

/** The query layer's own schema for these tests: it knows nothing of the service's. */
const probeMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'probe',
    sql: 'CREATE TABLE probe (id integer PRIMARY KEY, label text NOT NULL)',
  },
  { version: 2, name: 'probe-index', sql: 'CREATE INDEX probe_label ON probe (label)' },
];

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await openTestDatabase({ migrations: probeMigrations });
  database = testDatabase.database;
});

afterAll(async () => {
  await testDatabase.drop();
});

const labels = async () =>
  (await database.query<{ label: string }>('SELECT label FROM probe ORDER BY id')).rows.map(
    (row) => row.label,
  );

describe('the query layer', () => {
  it('runs parameterised SQL and returns rows', async () => {
    const { rows } = await database.query<{ sum: number; text: string; list: number[] }>(
      'SELECT $1::integer + $2::integer AS sum, $3::text AS text, $4::integer[] AS list',
      [2, 3, "it's; DROP TABLE probe", [1, 2]],
    );
    expect(rows).toEqual([{ sum: 5, text: "it's; DROP TABLE probe", list: [1, 2] }]);
  });

  it('commits a transaction that succeeds', async () => {
    await database.transaction(async (tx) => {
      await tx.query('INSERT INTO probe VALUES (1, $1)', ['committed']);
    });
    expect(await labels()).toContain('committed');
  });

  it('rolls back every statement of a transaction that throws', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (2, $1)', ['rolled back']);
        await tx.transaction(async (inner) => {
          await inner.query('INSERT INTO probe VALUES (3, $1)', ['joined the outer one']);
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await labels()).toEqual(['committed']);
  });

  it('rolls back on a database error and reports its SQLSTATE', async () => {
    const error: unknown = await database
      .transaction(async (tx) => {
        await tx.query('INSERT INTO probe VALUES (4, $1)', ['first']);
        await tx.query('INSERT INTO probe VALUES (1, $1)', ['duplicate']);
      })
      .catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe(UNIQUE_VIOLATION);
    expect(await labels()).toEqual(['committed']);
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
  });

  it('still answers after a failed statement outside a transaction', async () => {
    await expect(database.query('SELECT * FROM no_such_table')).rejects.toThrow();
    expect((await database.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('migrations', () => {
  it('are recorded once each, in order', async () => {
    const { rows } = await database.query<{ version: number; name: string }>(
      'SELECT version, name FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(probeMigrations.map(({ version, name }) => ({ version, name })));
  });

  it('apply nothing the second time', async () => {
    // The runner needs the script interface, which every Database openDatabase returns has.
    const applied = await runMigrations(
      database as Parameters<typeof runMigrations>[0],
      probeMigrations,
    );
    expect(applied).toEqual([]);
  });

  it('refuse a list out of order', async () => {
    await expect(
      runMigrations(database as Parameters<typeof runMigrations>[0], [
        { version: 2, name: 'b', sql: 'SELECT 1' },
        { version: 1, name: 'a', sql: 'SELECT 1' },
      ]),
    ).rejects.toThrow(/out of order/);
  });

  it('leave no trace of a migration that fails', async () => {
    const broken = [
      ...probeMigrations,
      {
        version: 999,
        name: 'broken',
        sql: 'CREATE TABLE half_done (id integer); SELECT * FROM no_such_table;',
      },
    ];
    await expect(
      runMigrations(database as Parameters<typeof runMigrations>[0], broken),
    ).rejects.toThrow();
    const { rows } = await database.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'",
    );
    expect(rows).toEqual([]);
    const recorded = await database.query('SELECT 1 FROM schema_migrations WHERE version = 999');
    expect(recorded.rows).toEqual([]);
  });
});

describe('openDatabase', () => {
  it('refuses a URL that is not postgres://', async () => {
    await expect(openDatabase({ url: 'mysql://localhost/x', migrations: [] })).rejects.toThrow(
      /postgres/,
    );
  });

  it('refuses a schema name that is not a plain identifier', async () => {
    await expect(
      openDatabase({
        url: 'postgres://localhost/x',
        schema: 'x; DROP SCHEMA public',
        migrations: [],
      }),
    ).rejects.toThrow(/schema/);
  });

  it('closes more than once without failing', async () => {
    const extra = await openTestDatabase({ migrations: probeMigrations });
    await extra.database.close();
    await extra.drop();
  });
});
