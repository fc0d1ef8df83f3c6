import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';
import { DataFolderError } from './database';
import { CAN_MOUNT, fillTo, mountTmpfs, NEEDS_MOUNT } from './database/test-tmpfs';
import { runScript } from './test-support/run-script';

const MB = 1024 * 1024;
/** The user `nobody`, who owns nothing here. */
const NOBODY = 65534;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function temporaryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'data-dir-'));
  cleanups.push(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}

const unusable = (message: string) =>
  expect.objectContaining({ name: 'DataFolderError', message }) as unknown;

describe('preparing the data folder', () => {
  it('makes a missing one, its owner’s alone', async () => {
    const dataDir = join(temporaryFolder(), 'a', 'b');
    await prepareDataDir(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });

  it('stops on a file where the folder should be, or above it', async () => {
    const file = join(temporaryFolder(), 'data');
    writeFileSync(file, '');
    await expect(prepareDataDir(file)).rejects.toEqual(
      unusable(`Unusable data folder: DATA_DIR ${file} is a file, not a folder`),
    );
    await expect(prepareDataDir(join(file, 'below'))).rejects.toEqual(
      unusable(
        `Unusable data folder: DATA_DIR ${join(file, 'below')} is a file, not a folder (or lies under a file)`,
      ),
    );
  });

  it('stops on a folder with less free space than the embedded database keeps free', async () => {
    const dataDir = temporaryFolder();
    const measure = () => Promise.resolve({ freeBytes: 2.5 * MB, freeFiles: 1000, writable: true });
    await expect(prepareDataDir(dataDir, { minFreeBytes: 8 * MB, measure })).rejects.toEqual(
      unusable(
        `Unusable data folder: DATA_DIR ${dataDir} has 2.5 MB free, less than the 8 MB it keeps free (DATA_DIR_MIN_FREE_MB): make room on its disk, or lower DATA_DIR_MIN_FREE_MB`,
      ),
    );
    // With DATABASE_URL it holds only the provider's keys: a megabyte will do.
    await prepareDataDir(dataDir, { minFreeBytes: 0, measure });
    const full = () => Promise.resolve({ freeBytes: 0, freeFiles: 1000, writable: true });
    await expect(prepareDataDir(dataDir, { measure: full })).rejects.toBeInstanceOf(
      DataFolderError,
    );
  });

  it.skipIf(!CAN_MOUNT)(`stops on a read-only folder${NEEDS_MOUNT}`, async () => {
    const tmpfs = mountTmpfs(1, { readOnly: true });
    cleanups.push(() => {
      tmpfs.unmount();
    });
    await expect(prepareDataDir(tmpfs.path)).rejects.toEqual(
      unusable(`Unusable data folder: DATA_DIR ${tmpfs.path} is on a read-only file system`),
    );
  });
});

/** Node 20 only: oidc-provider's word on the runtime, printed as it loads, before any check. */
const RUNTIME_WARNING = /^oidc-provider WARNING: Unsupported runtime/;

/** `node src/server/main.ts` as `npm run dev` starts it, with `environment`; what it printed. */
async function startServer(
  environment: Record<string, string>,
  options: { uid?: number; gid?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string[] }> {
  // A folder that does not stop the start would leave a server running: not for long.
  const { code, stdout, stderr } = await runScript('src/server/main.ts', [], {
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), PORT: '3197', ...environment },
    ...options,
    timeoutMs: 50_000,
    hung: 'The server started, or hung',
  });
  const lines = stderr.split('\n').filter((line) => line !== '' && !RUNTIME_WARNING.test(line));
  return { code, stdout, stderr: lines };
}

describe('a start on a data folder it cannot use', () => {
  const only = CAN_MOUNT ? '' : " (a file only: read-only, full and not this user's need root)";
  it(`stops with one line naming the folder and why, and exit code 1${only}`, async () => {
    const parent = temporaryFolder();
    const file = join(parent, 'data');
    writeFileSync(file, '');
    const cases: { dataDir: string; problem: string; uid?: number }[] = [
      { dataDir: file, problem: 'is a file, not a folder' },
    ];
    if (CAN_MOUNT) {
      const readOnly = mountTmpfs(1, { readOnly: true });
      cleanups.push(() => {
        readOnly.unmount();
      });
      cases.push({ dataDir: readOnly.path, problem: 'is on a read-only file system' });

      const full = mountTmpfs(2);
      cleanups.push(() => {
        full.unmount();
      });
      fillTo(full, join(full.path, 'filler'), 0);
      cases.push({
        dataDir: full.path,
        problem:
          'has 0 MB free, less than the 4 MB it keeps free (DATA_DIR_MIN_FREE_MB): make room on its disk, or lower DATA_DIR_MIN_FREE_MB',
      });

      // Root's folder, which the server, run as nobody, may not write to; only where nobody may
      // run this Node (one unpacked into root's private temporary folder, as CI's 22 and 24 are,
      // may not be).
      if (spawnSync(process.execPath, ['-e', ''], { uid: NOBODY, gid: NOBODY }).status === 0) {
        const notTheirs = join(parent, 'root-only');
        mkdirSync(notTheirs, { mode: 0o700 });
        cases.push({
          dataDir: notTheirs,
          problem: `may not be written to by this user (uid ${NOBODY})`,
          uid: NOBODY,
        });
      }
    }

    const results = await Promise.all(
      cases.map(({ dataDir, uid }) =>
        startServer({ DATA_DIR: dataDir }, uid === undefined ? {} : { uid, gid: uid }),
      ),
    );
    expect(results).toEqual(
      cases.map(({ dataDir, problem }) => ({
        code: 1,
        stdout: '',
        stderr: [`Unusable data folder: DATA_DIR ${dataDir} ${problem}`],
      })),
    );
  }, 60_000);
});
