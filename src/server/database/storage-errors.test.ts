import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlStateOf, type ScriptDatabase } from './database';
import { refusingWith, storageProblemOf, StorageUnavailableError } from './storage-errors';
import { openTestDatabase, type TestDatabase } from './test-database';

/** What the app makes of a refusal (a 503 problem), as the test sees it. */
class Refused extends Error {
  constructor(readonly problem: string) {
    super(`refused: ${problem}`);
  }
}

/** PostgreSQL raising an error of this SQLSTATE, as it does when its disk fills. */
const raising = (code: string) =>
  `DO $$ BEGIN RAISE EXCEPTION 'as the server would' USING ERRCODE = '${code}'; END $$`;

let test: TestDatabase;
let database: ScriptDatabase;

beforeAll(async () => {
  test = await openTestDatabase({ migrations: [] });
  // Every Database openDatabase returns runs scripts too.
  database = refusingWith(test.database as ScriptDatabase, (error) => new Refused(error.problem));
});

afterAll(() => test.drop());

describe(`a database's storage errors (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('are thrown as refusals: a full disk, a server out of resources or not taking sessions', async () => {
    await expect(database.query(raising('53100'))).rejects.toEqual(new Refused('full'));
    await expect(database.query(raising('53200'))).rejects.toEqual(new Refused('server'));
    await expect(database.query(raising('53300'))).rejects.toEqual(new Refused('server'));
    await expect(database.query(raising('57P03'))).rejects.toEqual(new Refused('server'));
  });

  it('are refusals inside a transaction too, and the transaction is rolled back', async () => {
    await database.query('CREATE TABLE kept (id int)');
    await expect(
      database.transaction(async (tx) => {
        await tx.query('INSERT INTO kept VALUES (1)');
        await tx.query(raising('53100'));
      }),
    ).rejects.toEqual(new Refused('full'));
    expect((await database.query('SELECT * FROM kept')).rows).toEqual([]);
  });

  it('leave every other error as the driver threw it', async () => {
    const unique = await database.query(raising('23505')).catch((error: unknown) => error);
    expect(sqlStateOf(unique)).toBe('23505');
    expect(unique).not.toBeInstanceOf(Refused);
  });
});

describe('the storage problem of an error', () => {
  it("is Node's for a full or read-only file system, and none for the rest", () => {
    const nodeError = (code: string) => Object.assign(new Error(code), { code });
    expect(storageProblemOf(nodeError('ENOSPC'))?.problem).toBe('full');
    expect(storageProblemOf(nodeError('EDQUOT'))?.problem).toBe('full');
    expect(storageProblemOf(nodeError('EROFS'))?.problem).toBe('read-only');
    expect(storageProblemOf(nodeError('ECONNRESET'))).toBeUndefined();
    expect(storageProblemOf(new Error('no code'))).toBeUndefined();
    const stopped = new StorageUnavailableError('stopped', 'PostgreSQL stopped');
    expect(storageProblemOf(stopped)).toBe(stopped);
  });
});
