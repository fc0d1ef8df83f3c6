import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMigrations, type Migration } from './migrations';
import { openPgliteDatabase, restrictToOwner } from './pglite-database';
import { DataFolderError } from './storage-errors';

const PGLITE_VERSION = '0.5';

/**
 * A dump of a PGlite cluster freshly migrated with `migrations`, cached in the temp directory under a name that
 * changes with the migrations. Tests and benchmarks start from it in under a second instead of
 * running initdb (several seconds) for every in-memory database.
 */
export async function migratedPgliteSnapshot(migrations: readonly Migration[]): Promise<Blob> {
  const fingerprint = createHash('sha256')
    .update(PGLITE_VERSION)
    .update(JSON.stringify(migrations))
    .digest('hex')
    .slice(0, 16);
  const file = join(tmpdir(), `pglite-migrated-${fingerprint}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const database = await openPgliteDatabase(undefined);
    try {
      await runMigrations(database, migrations);
      const snapshot = await database.dump();
      // Written under a unique name, then renamed: parallel workers never read half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
      await rename(partial, file);
      return snapshot;
    } finally {
      await database.close();
    }
  }
}

/**
 * Starts a data folder that holds no cluster yet from the one `npm run build` writes
 * (`dist/server/pglite-cluster/`, initialised and migrated): a copy of its files, its owner's
 * alone, made beside the folder and renamed into place, so a start stopped halfway leaves no half
 * cluster. Copied by the file system, not loaded into PGlite as a dump, whose 40 MB stayed in
 * memory after the start. Nothing when the folder holds anything already or the build has no
 * cluster; when the copy fails (`warn` says why), PGlite runs initdb itself, as it does without a
 * build, unless the folder is at fault (full, read-only, not this user's): initdb would fail
 * there too, so the start stops with a DataFolderError.
 */
export async function startFromBuiltCluster(
  dataDir: string,
  clusterDir: string,
  warn: (message: string) => void,
): Promise<void> {
  const holdsAnything = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (holdsAnything || !existsSync(join(clusterDir, 'PG_VERSION'))) return;
  const partial = `${dataDir}.partial`;
  try {
    await rm(partial, { recursive: true, force: true });
    await copyFolder(clusterDir, partial);
    restrictToOwner(partial);
    await rename(partial, dataDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== undefined && FOLDER_AT_FAULT.has(code)) {
      throw new DataFolderError(
        `Unusable data folder: ${dataDir} cannot take a new database (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    warn(
      `The data folder could not start as a copy of the built cluster (${String(error)}); PGlite creates its cluster instead.`,
    );
  }
}

/** Node's codes for a folder that cannot take a copy: full, read-only, not this user's. */
const FOLDER_AT_FAULT = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/**
 * Copies a folder's files all at once, through the thread pool: fs.cp copies one file after
 * another (a fifth of a second to a second for the cluster's thousand files, against a twentieth),
 * and cpSync, native since Node 22.17, aborts the process on some failures (a path too long)
 * instead of throwing. Every copy has ended, done or failed, before this settles.
 */
async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  const copies = await Promise.allSettled(
    entries.map((entry) => {
      const [source, target] = [join(from, entry.name), join(to, entry.name)];
      if (entry.isDirectory()) return copyFolder(source, target);
      if (entry.isFile()) return copyFile(source, target);
      return Promise.reject(new Error(`${source} is neither a file nor a folder`));
    }),
  );
  const failed = copies.find((copy) => copy.status === 'rejected');
  if (failed !== undefined) throw failed.reason;
}
