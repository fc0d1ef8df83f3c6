/**
 * A disk that fills under PGlite behind the guard's back (another process took the last of it
 * between two looks), until PostgreSQL stops; then room again. Run by full-disk.test.ts in a
 * child process: a PGlite that hangs, as it did, fails the test by the test's time limit instead
 * of hanging the test run with it.
 *
 * Arguments: the data folder and a filler file, both on a tmpfs of their own. Prints one line
 * of JSON: what happened.
 */
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { measureDiskSpace } from '../database';
import { openPgliteDatabase } from '../database/pglite-database';
import { migratedPgliteSnapshot } from '../database/pglite-snapshot';
import { serviceMigrations } from '../service/migrations';

/** Writes `path` until the file system has not a byte left. */
function fillUp(path: string): void {
  const file = openSync(path, 'w');
  try {
    for (const size of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(file, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(file);
  }
}

const [dataDir, filler] = process.argv.slice(2);
if (dataDir === undefined || filler === undefined) throw new Error('Usage: data folder, filler');

let guardDeceived = true;
const log: string[] = [];
const database = await openPgliteDatabase(dataDir, {
  snapshot: await migratedPgliteSnapshot(serviceMigrations),
  storage: {
    reserveBytes: 1024 * 1024,
    measure: (directory) =>
      guardDeceived
        ? Promise.resolve({ freeBytes: 1024 ** 4, freeFiles: Infinity, writable: true })
        : measureDiskSpace(directory),
    log: { error: (line) => log.push(line), info: (line) => log.push(line) },
  },
});
await database.query('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
await database.query('INSERT INTO counter VALUES (1, 0)');
// The log moves on to a new segment, which PGlite leaves unwritten (wal_init_zero=off): from here
// on every page of the log written takes room on the disk.
await database.query('SELECT pg_switch_wal()');
await database.query('CHECKPOINT');
const settings = await database.query(
  "SELECT current_setting('wal_init_zero') AS zero, current_setting('wal_recycle') AS recycle",
);

fillUp(filler);
let acknowledged = 0;
let stoppedBy: unknown;
while (stoppedBy === undefined && acknowledged < 100_000) {
  try {
    await database.query('UPDATE counter SET n = n + 1 WHERE id = 1');
    acknowledged += 1;
  } catch (error) {
    stoppedBy = error;
  }
}

// The guard sees the disk as it is from now on: full, so PGlite is not started again yet.
guardDeceived = false;
const started = performance.now();
const whileFull = await database.query('SELECT n FROM counter').then(
  () => 'answered',
  (error: unknown) => (error as { problem?: string }).problem ?? String(error),
);
const whileFullMs = Math.round(performance.now() - started);

rmSync(filler);
const recovered = await database.query<{ n: number }>('SELECT n FROM counter');
await database.query('UPDATE counter SET n = n + 1 WHERE id = 1');
const written = await database.query<{ n: number }>('SELECT n FROM counter');
await database.close();

const { name, problem, message } = stoppedBy as {
  name?: string;
  problem?: string;
  message?: string;
};
console.log(
  JSON.stringify({
    settings: settings.rows[0],
    acknowledged,
    stoppedBy: { name, problem, message },
    whileFull,
    whileFullMs,
    recovered: recovered.rows[0]?.n,
    written: written.rows[0]?.n,
    log,
  }),
);

// At once: left to itself, the process lingered for seconds after the stopped PGlite.
process.exit(0);
